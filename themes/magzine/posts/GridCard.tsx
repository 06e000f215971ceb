// A card of the magazine's grids: the cover, the meta line in small bold type, the title and a
// short excerpt, with no box around it — the grid's gutters frame it.
import { PinMark } from '@/components/post/PinMark'
import { PostCardCover } from '@/components/sections/post-card/PostCardCover'
import { PostCardExcerpt } from '@/components/sections/post-card/PostCardExcerpt'
import { PostCardMeta } from '@/components/sections/post-card/PostCardMeta'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import type { ListedPost } from '@/themes/contract'
import { metaClassNames, pinClassNames } from './look'

export function GridCard({ post, eager = false }: { post: ListedPost; eager?: boolean }) {
  return (
    <article data-magzine-card="" className="group flex min-w-0 flex-col gap-3">
      <PostCardCover post={post} eager={eager} placeholder classNames={{ root: 'aspect-[16/10] w-full bg-neutral-200 dark:bg-neutral-800', image: 'object-cover transition duration-300 group-hover:scale-[1.03]' }} />
      <PinMark post={post} classNames={pinClassNames} />
      <PostCardMeta post={post} classNames={metaClassNames} />
      <PostCardTitle post={post} as="h3" classNames={{ root: 'text-lg leading-snug font-bold text-neutral-950 dark:text-white', link: 'hover:underline underline-offset-4' }} />
      <PostCardExcerpt post={post} className="text-sm text-neutral-600 dark:text-neutral-400" clampSummary="line-clamp-3" />
    </article>
  )
}
