// One post as a white card: the cover on one side (alternating left and right on wide
// screens, on top on phones), then the title, the meta line and the excerpt.
import { PostExcerpt } from '@/components/lists/PostExcerpt'
import { cx } from '@/components/kit/class-names'
import { PinMark } from '@/components/post/PinMark'
import { PostCardCover } from '@/components/sections/post-card/PostCardCover'
import { PostCardMeta } from '@/components/sections/post-card/PostCardMeta'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import type { ListedPost } from '@/themes/contract'
import { ACCENT_HOVER, CARD } from '../frame/look'

export function PostCard({ post, index }: { post: ListedPost; index: number }) {
  return (
    <article data-hexo-card="" className={cx(CARD, 'group flex flex-col overflow-hidden md:min-h-64 md:flex-row')}>
      <PostCardCover
        post={post}
        eager={index === 0}
        classNames={{
          root: cx('h-52 shrink-0 md:h-auto md:w-[45%]', index % 2 === 1 && 'md:order-last'),
          image: 'object-cover transition-transform duration-700 group-hover:scale-110',
        }}
      />
      <div className="flex min-w-0 flex-1 flex-col justify-center gap-3 px-6 py-6 md:px-10">
        <PinMark post={post} classNames={{ root: 'self-start text-sm text-(--folio-accent)' }} />
        <PostCardTitle post={post} classNames={{ root: 'text-2xl leading-snug text-neutral-800 dark:text-neutral-100', link: ACCENT_HOVER }} />
        <PostCardMeta post={post} classNames={{ root: 'gap-x-2 gap-y-1 text-sm text-neutral-500 dark:text-neutral-400 [&_a:hover]:text-(--folio-accent)' }} />
        <PostExcerpt post={post} className="line-clamp-3 leading-7 break-words text-neutral-600 dark:text-neutral-300" />
      </div>
    </article>
  )
}
