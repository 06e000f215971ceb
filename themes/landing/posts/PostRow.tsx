// A post in the blog's lists: the cover on the left (a small square on phones), the text on the right,
// on a thin rule. A post that points elsewhere links straight to its address, in a new tab.
import { PostExcerpt } from '@/components/lists/PostExcerpt'
import { PinMark } from '@/components/post/PinMark'
import { PostCardCover } from '@/components/sections/post-card/PostCardCover'
import { PostCardMeta } from '@/components/sections/post-card/PostCardMeta'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import type { ListedPost } from '@/themes/contract'

export function PostRow({ post, eager }: { post: ListedPost; eager: boolean }) {
  return (
    <article data-landing-row="" className="flex items-start gap-4 border-b border-neutral-100 py-7 first:pt-0 sm:gap-8 sm:py-8 dark:border-neutral-800">
      <PostCardCover post={post} eager={eager} classNames={{ root: 'aspect-square w-24 shrink-0 rounded-xl sm:aspect-[16/10] sm:w-60' }} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <PinMark post={post} classNames={{ root: 'self-start text-xs font-semibold text-blue-600 sm:text-sm dark:text-blue-400' }} />
        <PostCardMeta post={post} classNames={{ root: 'gap-x-3 text-xs text-neutral-500 sm:text-sm dark:text-neutral-400' }} />
        <PostCardTitle post={post} classNames={{ root: 'text-lg leading-snug font-bold text-neutral-900 sm:text-2xl dark:text-white', link: 'hover:text-blue-600 dark:hover:text-blue-400' }} />
        <PostExcerpt post={post} className="line-clamp-2 text-sm leading-relaxed sm:line-clamp-3 sm:text-base text-neutral-500 dark:text-neutral-400" />
      </div>
    </article>
  )
}
