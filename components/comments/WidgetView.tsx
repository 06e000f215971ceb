// A backend's box: the loading line while its code arrives, and the element it draws into.
// React never renders children into the container, so the widget owns it completely.
import type { RefObject } from 'react'
import type { CommentKind } from '@/lib/comments/types'
import { useT } from '@/lib/i18n/react'
import type { WidgetStatus } from './useWidget'

interface Props {
  kind: CommentKind
  status: WidgetStatus
  containerRef: RefObject<HTMLDivElement | null>
  /** For widgets that find their element by selector. */
  containerId?: string
}

export function WidgetView({ kind, status, containerRef, containerId }: Props) {
  const { t } = useT()
  return (
    <div data-comment-backend={kind} data-status={status}>
      {status === 'loading' && <CommentsLoading text={t.comment.loading} />}
      <div ref={containerRef} id={containerId} />
    </div>
  )
}

export function CommentsLoading({ text }: { text: string }) {
  return (
    <p role="status" className="py-6 text-center text-sm text-gray-500 dark:text-neutral-400">
      {text}
    </p>
  )
}
