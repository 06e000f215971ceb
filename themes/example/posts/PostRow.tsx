// One post in a list: title, meta line (date, category, tags, link to the comments) and
// summary on the left, the cover thumbnail on the right (above the text on phones). Without a
// summary, the start of the body stands in. The kit's card pieces apply the settings
// (EXAMPLE_POST_LIST_COVER and the shared defaults of the others).
import { PostExcerpt } from '@/components/lists/PostExcerpt'
import { PinMark } from '@/components/post/PinMark'
import { PostCardCover } from '@/components/sections/post-card/PostCardCover'
import { PostCardMeta } from '@/components/sections/post-card/PostCardMeta'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import type { ListedPost } from '@/themes/contract'

export function PostRow({ post }: { post: ListedPost }) {
  return (
    <article className="flex flex-col-reverse gap-4 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <PinMark post={post} classNames={{ root: 'mb-1 text-xs font-medium text-(--folio-accent)' }} />
        <PostCardTitle post={post} classNames={{ root: 'text-2xl font-normal text-gray-900 dark:text-white' }} />
        <PostCardMeta post={post} classNames={{ root: 'mt-2 gap-x-2 gap-y-1 text-sm text-gray-500 dark:text-neutral-400' }} />
        <PostExcerpt post={post} className="mt-3 whitespace-pre-line text-gray-600 dark:text-neutral-300" />
      </div>
      <PostCardCover post={post} classNames={{ root: 'shrink-0 w-full sm:w-60', image: 'aspect-[1.91/1] object-cover' }} />
    </article>
  )
}
