// Proxio's post card: a rounded grey tile holding the cover (or, without one, the post's first
// lines), the pin mark (when pinned) and the title under it, then the meta line.
import { PinMark } from '@/components/post/PinMark'
import { usesListCover, PostCardCover } from '@/components/sections/post-card/PostCardCover'
import { PostCardExcerpt } from '@/components/sections/post-card/PostCardExcerpt'
import { PostCardMeta } from '@/components/sections/post-card/PostCardMeta'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import { useSharedThemeSettings } from '@/components/site/useSharedThemeSettings'
import type { ListedPost } from '@/themes/contract'

export function PostCard({ post, eager = false }: { post: ListedPost; eager?: boolean }) {
  const { postList } = useSharedThemeSettings()
  return (
    <article data-proxio-card="" className="flex h-full min-w-0 flex-col gap-4">
      <div className="flex aspect-[16/10] items-center justify-center overflow-hidden rounded-2xl border border-[var(--px-line)] bg-[var(--px-card)] transition hover:-translate-y-1 hover:shadow-xl motion-reduce:transform-none">
        {usesListCover(post, postList.cover) ? (
          <PostCardCover post={post} eager={eager} classNames={{ root: 'h-full w-full', image: 'object-cover transition duration-500 hover:scale-105 motion-reduce:transform-none' }} />
        ) : (
          <PostCardExcerpt post={post} className="line-clamp-5 px-8 text-sm leading-relaxed break-words text-[var(--px-muted)]" />
        )}
      </div>
      <div className="flex flex-col gap-2 px-1">
        <PinMark post={post} classNames={{ root: 'self-start text-sm font-semibold text-[var(--folio-accent)]' }} />
        <PostCardTitle post={post} as="h3" classNames={{ root: 'text-xl font-bold leading-snug', link: 'underline-offset-4 hover:underline' }} />
        <PostCardMeta post={post} classNames={{ root: 'gap-x-3 gap-y-1 text-sm text-[var(--px-muted)]' }} />
      </div>
    </article>
  )
}
