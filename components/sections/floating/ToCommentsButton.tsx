// A floating "Go to comments" button: on articles whose comment section shows, it scrolls
// there. Nothing elsewhere (pass the frame's article post, or null off articles).
import type { ReactNode } from 'react'
import { COMMENTS_SECTION_ID } from '@/components/comments'
import { SvgIcon } from '@/components/icons'
import { useT } from '@/lib/i18n/react'
import { prefersReducedMotion } from '../home/reduced-motion'
import { useCommentsShown, type CommentedPost } from '@/components/comments/useCommentsShown'

interface Props {
  post: CommentedPost | null
  className?: string
  /** Replaces the speech-bubble icon. */
  children?: ReactNode
}

const DEFAULT_LOOK =
  'inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-gray-700 shadow hover:text-black dark:bg-neutral-800/90 dark:text-neutral-200 dark:hover:text-white'

export function ToCommentsButton({ post, className, children }: Props) {
  const { t } = useT()
  if (!useCommentsShown(post)) return null
  const onClick = () => {
    document.getElementById(COMMENTS_SECTION_ID)?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  }
  return (
    <button
      type="button"
      aria-label={t.comment.goToComments}
      title={t.comment.goToComments}
      data-to-comments=""
      onClick={onClick}
      className={className ?? DEFAULT_LOOK}
    >
      {children ?? (
        <SvgIcon className="h-5 w-5">
          <path d="M21 11.5a8.4 8.4 0 0 1-9 8.2 9 9 0 0 1-3.6-.7L3 20.5l1.6-4.2A8 8 0 0 1 3 11.5 8.4 8.4 0 0 1 12 3.3a8.4 8.4 0 0 1 9 8.2z" />
        </SvgIcon>
      )}
    </button>
  )
}
