// One post in a list, as on a printed contents page: the underlined bold title (with its icon),
// "Published on <date> #tag #tag" in small type, then a few lines of summary. A cover only when
// TYPOGRAPHY_POST_LIST_COVER is turned on.
import { cx } from '@/components/kit/class-names'
import { PinMark } from '@/components/post/PinMark'
import { PostCardCover } from '@/components/sections/post-card/PostCardCover'
import { PostCardExcerpt } from '@/components/sections/post-card/PostCardExcerpt'
import { PostCardMeta } from '@/components/sections/post-card/PostCardMeta'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import { PublishedOn } from '@/components/sections/post-card/PublishedOn'
import type { ListedPost } from '@/themes/contract'
import { INK, MUTED, UNDERLINED } from '../frame/look'
import { HASH_TAG } from './hash-tag'

export function PostItem({ post, first }: { post: ListedPost; first: boolean }) {
  return (
    <article data-typography="post">
      <PostCardTitle
        post={post}
        classNames={{ root: cx('text-[1.35rem] leading-snug font-bold [text-wrap:balance]', INK), link: UNDERLINED }}
      />
      <div className={cx('mt-2 flex flex-wrap items-baseline gap-x-1.5 text-[13px]', MUTED)}>
        <PinMark post={post} classNames={{ root: cx('mr-1 self-center font-bold', INK) }} />
        <PublishedOn post={post} />
        <PostCardMeta post={post} classNames={{ root: 'contents!', separator: 'hidden', tag: HASH_TAG }} />
      </div>
      <PostCardCover post={post} eager={first} classNames={{ root: 'mt-4 aspect-[5/2] w-full', image: 'grayscale-[30%]' }} />
      <PostCardExcerpt post={post} className="mt-2 text-[15px] leading-[1.85] whitespace-pre-line" clampSummary="line-clamp-3" />
    </article>
  )
}
