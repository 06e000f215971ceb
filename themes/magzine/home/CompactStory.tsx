// A short story beside the lead: the text on the left, a square thumbnail on the right.
import { PinMark } from '@/components/post/PinMark'
import { PostCardCover } from '@/components/sections/post-card/PostCardCover'
import { PostCardExcerpt } from '@/components/sections/post-card/PostCardExcerpt'
import { PostCardMeta } from '@/components/sections/post-card/PostCardMeta'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import type { ListedPost } from '@/themes/contract'
import { metaClassNames, pinClassNames } from '../posts/look'

export function CompactStory({ post }: { post: ListedPost }) {
  return (
    <article data-magzine-compact="" className="flex min-w-0 gap-5 border-t border-neutral-200 pt-6 dark:border-neutral-800">
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <PinMark post={post} classNames={pinClassNames} />
        <PostCardMeta post={post} classNames={metaClassNames} />
        <PostCardTitle post={post} as="h3" classNames={{ root: 'text-xl leading-snug font-bold text-neutral-950 dark:text-white', link: 'hover:underline underline-offset-4' }} />
        <PostCardExcerpt post={post} className="line-clamp-2 text-sm text-neutral-600 dark:text-neutral-400" />
      </div>
      <PostCardCover post={post} classNames={{ root: 'aspect-square w-24 shrink-0 sm:w-36 bg-neutral-200 dark:bg-neutral-800' }} />
    </article>
  )
}
