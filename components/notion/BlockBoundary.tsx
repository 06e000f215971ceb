// One block that throws while drawing in the browser (after a view switch, on a window size
// the server never saw) must not take the page down: an error boundary shows the note instead.
//
// On the server React 19 has no error boundaries. A <Suspense> boundary would turn a server
// error into its fallback, but streaming rendering draws fallbacks (and may send them, with the
// real content hidden until a script swaps it in) for boundaries that never failed, so pages
// would show the note, or nothing without JavaScript. Server-side isolation is therefore done on
// the data, before rendering: lib/notion/block-check.ts replaces every block whose data would
// make the renderer throw by a stand-in that shows this same note.
import { Component, type ReactNode } from 'react'
import { BlockNote } from './BlockNote'
import { useBody } from './body-context'

interface Props {
  /** What the log names: the block's id and type. */
  blockId?: string
  type?: string
  inline?: boolean
  children: ReactNode
}

interface State {
  failed: boolean
}

class BrowserBoundary extends Component<Props & { pageId?: string }, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    const { pageId, blockId, type } = this.props
    const reason = error instanceof Error ? error.message : String(error)
    console.warn(
      `[body] page ${pageId || '?'}: block ${blockId ?? '?'} (${type ?? 'body'}) could not be drawn: ${reason}`,
    )
  }

  override render() {
    return this.state.failed ? <BlockNote inline={this.props.inline} /> : this.props.children
  }
}

export function BlockBoundary({ children, ...about }: Props) {
  const { pageId } = useBody()
  return (
    <BrowserBoundary pageId={pageId} {...about}>
      {children}
    </BrowserBoundary>
  )
}
