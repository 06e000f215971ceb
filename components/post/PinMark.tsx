// The mark on a pinned post's card (TOP_TAG, lib/site/pinned.ts): a pin and "Pinned" in the
// page's language. It renders nothing for a post that is not pinned, so every card places it.
import { Pin } from '@/components/icons'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useT } from '@/lib/i18n/react'
import type { ListedPost } from '@/lib/routes/types'

/** `icon`: the pin's size; `label`: the word next to it. */
export type PinMarkPart = 'root' | 'icon' | 'label'

interface Props {
  post: Pick<ListedPost, 'pinned'>
  /** false: the pin alone on screen, the word for screen readers only (cards with little room). */
  showLabel?: boolean
  classNames?: ClassNames<PinMarkPart>
}

export function PinMark({ post, showLabel = true, classNames: c = {} }: Props) {
  const { t } = useT()
  if (!post.pinned) return null
  return (
    <span data-pin-mark="" className={part('inline-flex shrink-0 items-center gap-1', 'text-xs font-medium text-(--folio-accent)', c.root)}>
      <Pin className={part('shrink-0', 'h-[1.1em] w-[1.1em]', c.icon)} />
      <span className={showLabel ? c.label : 'sr-only'}>{t.post.pinned}</span>
    </span>
  )
}
