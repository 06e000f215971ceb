// One post as a white card in the masonry: the cover inset in the card, the bold title with its
// icon, four lines of excerpt, then the category on the left and the tag chips on the right.
import { cx } from '@/components/kit/class-names'
import { PinMark } from '@/components/post/PinMark'
import { useMasonryCell } from '@/components/sections/masonry'
import { PostCardCover } from '@/components/sections/post-card/PostCardCover'
import { PostCardExcerpt } from '@/components/sections/post-card/PostCardExcerpt'
import { PostCardMeta } from '@/components/sections/post-card/PostCardMeta'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import type { ListedPost } from '@/themes/contract'
import { SHEET } from '../frame/look'

/** The space under each card, px: the same as the columns' gap. */
export const CARD_GAP = 24

export function PostCard({ post, index }: { post: ListedPost; index: number }) {
  const cell = useMasonryCell<HTMLElement>(CARD_GAP)
  return (
    <article ref={cell} data-fukasawa-card="" className={cx(SHEET, 'group flex min-w-0 flex-col gap-3 p-3 transition-shadow hover:shadow-[0_4px_14px_rgba(0,0,0,0.12)]')}>
      <PostCardCover
        post={post}
        eager={index < 3}
        classNames={{ root: 'aspect-[19/10] w-full bg-neutral-100 dark:bg-neutral-800', image: 'object-cover transition-opacity duration-300 group-hover:opacity-90' }}
      />
      <PinMark post={post} classNames={{ root: 'px-1 text-xs font-bold tracking-wide text-(--folio-accent) uppercase' }} />
      <PostCardTitle
        post={post}
        classNames={{ root: 'px-1 text-xl leading-snug font-bold text-neutral-800 dark:text-neutral-100', link: 'transition-colors hover:text-(--folio-accent)' }}
      />
      <PostCardExcerpt post={post} className="px-1 text-[15px] leading-relaxed break-words text-neutral-600 dark:text-neutral-400" clampSummary="line-clamp-4" />
      <PostCardMeta
        post={post}
        date={false}
        classNames={{
          root: 'gap-x-2 gap-y-1.5 px-1 text-sm text-neutral-700 dark:text-neutral-300 [&_a:hover]:text-(--folio-accent) [&_span:has(>[data-color])]:ml-auto',
          separator: 'hidden',
        }}
      />
    </article>
  )
}
