// A post in the blog's lists: the cover on the left, the text on the right (stacked on phones),
// on a thin rule. A post that points elsewhere links straight to its address, in a new tab.
import { PostExcerpt } from '@/components/lists/PostExcerpt'
import { PostCardCover } from '@/components/sections/post-card/PostCardCover'
import { PostCardMeta } from '@/components/sections/post-card/PostCardMeta'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import type { ListedPost } from '@/themes/contract'

export function PostRow({ post, eager }: { post: ListedPost; eager: boolean }) {
  return (
    <article data-landing-row="" className="flex flex-col gap-5 border-b border-neutral-100 py-8 first:pt-0 sm:flex-row sm:items-start sm:gap-8 dark:border-neutral-800">
      <PostCardCover post={post} eager={eager} classNames={{ root: 'aspect-[16/10] w-full shrink-0 rounded-xl sm:w-60' }} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <PostCardMeta post={post} classNames={{ root: 'gap-x-3 text-sm text-neutral-500 dark:text-neutral-400' }} />
        <PostCardTitle post={post} classNames={{ root: 'text-xl font-bold text-neutral-900 sm:text-2xl dark:text-white', link: 'hover:text-blue-600 dark:hover:text-blue-400' }} />
        <PostExcerpt post={post} className="line-clamp-3 leading-relaxed text-neutral-500 dark:text-neutral-400" />
      </div>
    </article>
  )
}
