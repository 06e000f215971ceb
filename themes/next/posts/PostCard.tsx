// One post as a white box: the title and its meta line centred, the excerpt, then a dashed
// rule and the dark "Read more" button, NexT's way.
import { ChevronRight } from '@/components/icons'
import { cx } from '@/components/kit/class-names'
import { PinMark } from '@/components/post/PinMark'
import { PostCardCover } from '@/components/sections/post-card/PostCardCover'
import { PostCardExcerpt } from '@/components/sections/post-card/PostCardExcerpt'
import { PostCardMeta } from '@/components/sections/post-card/PostCardMeta'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import { ReadMoreLink } from '@/components/sections/post-card/ReadMoreLink'
import type { ListedPost } from '@/themes/contract'
import { CARD, DARK_BUTTON } from '../frame/look'

export function PostCard({ post, index }: { post: ListedPost; index: number }) {
  return (
    <article data-next-card="" className={cx(CARD, 'px-5 py-8 sm:px-10 md:py-10')}>
      <PostCardCover post={post} eager={index === 0} classNames={{ root: 'mb-6 aspect-[2/1] w-full rounded-sm' }} />
      <PinMark post={post} classNames={{ root: 'mb-2 w-full justify-center text-[13px] text-(--folio-accent)' }} />
      <PostCardTitle
        post={post}
        classNames={{ root: 'text-center text-2xl leading-snug font-normal text-[#222] md:text-[1.65rem] dark:text-neutral-100', link: 'transition-colors hover:text-(--folio-accent)' }}
      />
      <PostCardMeta
        post={post}
        classNames={{ root: 'mt-3 justify-center gap-x-2 gap-y-1 text-[13px] text-[#737373] dark:text-neutral-400 [&_a:hover]:text-(--folio-accent)' }}
      />
      <PostCardExcerpt post={post} className="mt-6 text-[15px] leading-7 break-words text-[#555] dark:text-neutral-300" clampSummary="line-clamp-4" />
      <div className="mt-8 flex justify-end border-t border-dashed border-neutral-200 pt-5 dark:border-neutral-700">
        <ReadMoreLink post={post} icon={<ChevronRight className="h-4 w-4" />} className={cx(DARK_BUTTON, 'inline-flex items-center gap-1 rounded-sm px-4 py-2 text-sm')} />
      </div>
    </article>
  )
}
