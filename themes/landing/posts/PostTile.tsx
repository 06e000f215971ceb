// A post on the home page's latest-posts band: the cover on top, then the meta line, the title
// and two lines of summary. A post that points elsewhere links straight to its address.
import { PostExcerpt } from '@/components/lists/PostExcerpt'
import { PinMark } from '@/components/post/PinMark'
import { PostCardCover } from '@/components/sections/post-card/PostCardCover'
import { PostCardMeta } from '@/components/sections/post-card/PostCardMeta'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import type { ListedPost } from '@/themes/contract'

export function PostTile({ post }: { post: ListedPost }) {
  return (
    <article data-landing-tile="" className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-neutral-100 dark:bg-neutral-900 dark:ring-neutral-800">
      <PostCardCover post={post} classNames={{ root: 'aspect-[16/9]' }} />
      <div className="flex flex-1 flex-col gap-2 p-6">
        <PinMark post={post} classNames={{ root: 'self-start text-xs font-semibold text-blue-600 sm:text-sm dark:text-blue-400' }} />
        <PostCardMeta post={post} classNames={{ root: 'gap-x-3 text-xs text-neutral-500 dark:text-neutral-400' }} />
        <PostCardTitle post={post} as="h3" classNames={{ root: 'text-lg font-bold text-neutral-900 dark:text-white', link: 'hover:text-blue-600 dark:hover:text-blue-400' }} />
        <PostExcerpt post={post} className="line-clamp-2 text-sm text-neutral-500 dark:text-neutral-400" />
      </div>
    </article>
  )
}
