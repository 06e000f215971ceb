// Mounts an outside comment widget into a container element. `mount` loads the widget's code
// and draws it; it may return a cleanup. A failure is a console warning and an empty container:
// the rest of the page is untouched.
import { useEffect, useRef, useState, type RefObject } from 'react'

export type WidgetStatus = 'loading' | 'ready' | 'failed'

export type Cleanup = () => void

/** Resolves false when the widget's code could not be loaded (the loader has already warned). */
export type MountWidget = (container: HTMLDivElement) => Promise<Cleanup | void | false>

export function useWidget(
  name: string,
  mount: MountWidget,
  deps: readonly unknown[],
): { containerRef: RefObject<HTMLDivElement | null>; status: WidgetStatus } {
  const containerRef = useRef<HTMLDivElement | null>(null)
  const [status, setStatus] = useState<WidgetStatus>('loading')
  const mountRef = useRef(mount)
  useEffect(() => {
    mountRef.current = mount
  })
  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    let cancelled = false
    let cleanup: Cleanup | undefined
    mountRef.current(container).then(
      (result) => {
        if (cancelled) {
          if (typeof result === 'function') result()
          return
        }
        if (typeof result === 'function') cleanup = result
        setStatus(result === false ? 'failed' : 'ready')
      },
      (error: unknown) => {
        console.warn(`[comments] ${name} failed to load`, error)
        if (!cancelled) setStatus('failed')
      },
    )
    return () => {
      cancelled = true
      try {
        cleanup?.()
      } catch (error) {
        console.warn(`[comments] ${name} failed to clean up`, error)
      }
      container.replaceChildren()
    }
    // `deps` are the caller's: the widget is drawn again when its configuration changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, ...deps])
  return { containerRef, status }
}
