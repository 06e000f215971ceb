// Catches a backend whose code failed to load or start while rendering (a chunk that did not
// arrive, a package that threw): a console warning and an empty box, the page stays intact.
import { Component, type ReactNode } from 'react'

interface Props {
  name: string
  children: ReactNode
}

export class BackendBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    console.warn(`[comments] ${this.props.name} failed to load`, error)
  }

  override render(): ReactNode {
    return this.state.failed ? <div data-status="failed" /> : this.props.children
  }
}
