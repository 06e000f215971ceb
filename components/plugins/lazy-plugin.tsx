// A plugin component whose code is fetched with import() after the page has mounted: nothing
// of it is in the server HTML or in the page's first-load JavaScript. A chunk that fails to
// load, or a plugin that throws, is a console warning; the page keeps working.
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react'

class PluginBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.warn(`[plugins] ${this.props.name} stopped working`, error)
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}

export function lazyPlugin<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined

  function LazyPlugin(props: P) {
    const [Plugin, setPlugin] = useState<ComponentType<P> | undefined>(undefined)
    useEffect(() => {
      if (loaded) {
        setPlugin(() => loaded)
        return
      }
      let live = true
      load().then(
        (component) => {
          loaded = component
          if (live) setPlugin(() => component)
        },
        (error: unknown) => console.warn(`[plugins] could not load ${name}`, error),
      )
      return () => {
        live = false
      }
    }, [])
    if (!Plugin) return null
    return (
      <PluginBoundary name={name}>
        <Plugin {...props} />
      </PluginBoundary>
    )
  }
  LazyPlugin.displayName = `LazyPlugin(${name})`
  return LazyPlugin
}
