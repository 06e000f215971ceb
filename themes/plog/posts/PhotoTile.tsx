// One tile of the grid: the cover edge to edge, a small white category badge top left and the
// title bottom left over a soft shade. A post without a cover gets a tinted tile with its title.
import type { MouseEvent } from 'react'
import { CoverImage } from '@/components/media/CoverImage'
import { SiteLink } from '@/components/navigation/SiteLink'
import { PinMark } from '@/components/post/PinMark'
import { PostTitle } from '@/components/post/PostTitle'
import type { ListedPost } from '@/themes/contract'

interface Props {
  post: ListedPost
  eager: boolean
  showCover: boolean
  showCategory: boolean
  onClick?: (e: MouseEvent<HTMLElement>) => void
}

export function PhotoTile({ post, eager, showCover, showCategory, onClick }: Props) {
  const cover = showCover ? post.pageCoverThumbnail : ''
  return (
    <article className="group relative aspect-[16/10] overflow-hidden bg-gradient-to-br from-stone-500 via-stone-400 to-amber-300 sm:aspect-[16/9] dark:from-neutral-800 dark:via-neutral-900 dark:to-stone-900">
      {cover && (
        <CoverImage
          src={cover}
          eager={eager}
          classNames={{ root: 'absolute inset-0', image: 'object-cover transition-transform duration-700 group-hover:scale-105' }}
        />
      )}
      <SiteLink
        href={post.href}
        onClick={onClick}
        className="absolute inset-0 flex flex-col justify-between bg-gradient-to-t from-black/60 via-black/0 to-black/10 p-4 text-white focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white"
      >
        <span className="flex gap-2">
          <PinMark post={post} classNames={{ root: 'rounded-md bg-white/90 px-2 py-0.5 text-xs text-neutral-800 shadow-sm' }} />
          {showCategory && post.category && (
            <span className="rounded-md bg-white/90 px-2 py-0.5 text-xs text-neutral-800 shadow-sm">{post.category}</span>
          )}
        </span>
        <h2 className="line-clamp-2 text-lg leading-snug break-words [text-shadow:0_1px_3px_rgb(0_0_0/0.6)]">
          <PostTitle post={post} />
        </h2>
      </SiteLink>
    </article>
  )
}
