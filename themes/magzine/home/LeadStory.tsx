// The front page's lead story: a large cover, the meta line, a big title and the excerpt.
import { PinMark } from '@/components/post/PinMark'
import { PostCardCover } from '@/components/sections/post-card/PostCardCover'
import { PostCardExcerpt } from '@/components/sections/post-card/PostCardExcerpt'
import { PostCardMeta } from '@/components/sections/post-card/PostCardMeta'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import type { ListedPost } from '@/themes/contract'
import { metaClassNames, pinClassNames } from '../posts/look'

export function LeadStory({ post }: { post: ListedPost }) {
  return (
    <article data-magzine-lead="" className="flex min-w-0 flex-col gap-4">
      <PostCardCover post={post} eager placeholder classNames={{ root: 'aspect-[16/10] w-full bg-neutral-200 dark:bg-neutral-800' }} />
      <PinMark post={post} classNames={pinClassNames} />
      <PostCardMeta post={post} classNames={metaClassNames} />
      <PostCardTitle post={post} classNames={{ root: 'text-3xl leading-tight font-extrabold tracking-tight text-neutral-950 sm:text-4xl dark:text-white', link: 'hover:underline underline-offset-4' }} />
      <PostCardExcerpt post={post} className="text-lg text-neutral-600 dark:text-neutral-300" clampSummary="line-clamp-4" />
    </article>
  )
}
