// One block that throws while drawing must not take the page down. In the browser an error
// boundary catches it. On the server React 19 has no error boundaries: an error inside a
// <Suspense> boundary makes it send the fallback instead and leave that part to the browser
// (which then meets the error boundary), while an error outside one fails the whole page (and
// at build time, the build). So each block sits in both; the fallback is the same note.
import { Component, Suspense, type ReactNode } from 'react'
import { BlockNote } from './BlockNote'
import { useBody } from './body-context'

interface Props {
  /** What the log names: the block's id and type. */
  blockId?: string
  type?: string
  inline?: boolean
  children: ReactNode
}

function describe(pageId: string | undefined, blockId?: string, type?: string): string {
  return `page ${pageId || '?'}: block ${blockId ?? '?'} (${type ?? 'body'})`
}

/** The server-side fallback: rendered there only when drawing the block threw. */
function ServerFallback({ blockId, type, inline }: Omit<Props, 'children'>) {
  const { pageId } = useBody()
  if (typeof window === 'undefined')
    console.error(`[body] ${describe(pageId, blockId, type)} could not be drawn on the server`)
  return <BlockNote inline={inline} />
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
    console.warn(
      `[body] ${describe(pageId, blockId, type)} could not be drawn: ${error instanceof Error ? error.message : String(error)}`,
    )
  }

  override render() {
    return this.state.failed ? <BlockNote inline={this.props.inline} /> : this.props.children
  }
}

export function BlockBoundary({ children, ...about }: Props) {
  const { pageId } = useBody()
  return (
    <Suspense fallback={<ServerFallback {...about} />}>
      <BrowserBoundary pageId={pageId} {...about}>
        {children}
      </BrowserBoundary>
    </Suspense>
  )
}
