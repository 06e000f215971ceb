// One post in a list: the title and the date on one line (the date under the title on phones;
// a pinned post's pin mark before the date), the excerpt in grey below, and the category and
// tags only when the settings turn them on. No picture unless NOBELIUM_POST_LIST_COVER asks for one.
import { PostCardCover } from '@/components/sections/post-card/PostCardCover'
import { PostCardExcerpt } from '@/components/sections/post-card/PostCardExcerpt'
import { PostCardMeta } from '@/components/sections/post-card/PostCardMeta'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import { PinMark } from '@/components/post/PinMark'
import { PostDate } from '@/components/post/PostDate'
import type { ListedPost } from '@/themes/contract'
import { MUTED } from '../frame/look'

export function PostRow({ post, first }: { post: ListedPost; first: boolean }) {
  return (
    <article data-nobelium="post" className="group">
      <PostCardCover post={post} eager={first} classNames={{ root: 'mb-4 aspect-[2/1] w-full rounded-md' }} />
      <header className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
        <PostCardTitle
          post={post}
          classNames={{ root: 'text-lg font-medium text-black md:text-xl dark:text-neutral-100', link: 'hover:opacity-70 transition-opacity' }}
        />
        <span className={`flex shrink-0 items-baseline gap-3 text-sm tabular-nums ${MUTED}`}>
          <PinMark post={post} classNames={{ root: 'self-center text-black dark:text-neutral-100' }} />
          <PostDate iso={post.publishDate} day={post.publishDay} style="short" />
        </span>
      </header>
      <PostCardMeta post={post} date={false} classNames={{ root: `mt-1 gap-x-3 gap-y-1 text-xs empty:hidden ${MUTED}` }} />
      <PostCardExcerpt
        post={post}
        clampSummary="line-clamp-3"
        className="mt-2 leading-7 break-words whitespace-pre-line text-neutral-600 dark:text-neutral-400"
      />
    </article>
  )
}
