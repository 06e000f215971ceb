// One game on the grid: a rounded square tile of its cover (a coloured tile with the game's icon
// or initial when it has none), the title over its foot, a pinned game's pin in the corner; the
// whole tile is the link.
import { CoverImage } from '@/components/media/CoverImage'
import { SiteLink } from '@/components/navigation/SiteLink'
import { PinMark } from '@/components/post/PinMark'
import { PostTitle } from '@/components/post/PostTitle'
import { usesListCover } from '@/components/sections/post-card/PostCardCover'
import { useSharedThemeSettings } from '@/components/site/useSharedThemeSettings'
import type { ListedPost, PostLink } from '@/themes/contract'
import { useGameConfig } from '../useGameConfig'
import { TILE } from '../frame/look'
import { TilePlaceholder } from './TilePlaceholder'

interface Props {
  post: Pick<PostLink, 'id' | 'title' | 'href' | 'pageCoverThumbnail' | 'pageIcon'> & Pick<ListedPost, 'pinned'>
  eager?: boolean
  /** Leave the title to the hover and screen readers (the small strip above an article). */
  compact?: boolean
}

export function GameTile({ post, eager, compact = false }: Props) {
  const { postList } = useSharedThemeSettings()
  const { GAME_TILE_TITLES } = useGameConfig()
  const titled = GAME_TILE_TITLES && !compact
  return (
    <SiteLink
      href={post.href}
      title={post.title}
      data-game-tile=""
      className={`${TILE} group relative block aspect-square overflow-hidden bg-white transition-transform duration-200 hover:-translate-y-0.5 dark:bg-neutral-900`}
    >
      {usesListCover(post, postList.cover) ? (
        <CoverImage src={post.pageCoverThumbnail} eager={eager} classNames={{ root: 'h-full w-full', image: 'object-cover transition-transform duration-300 group-hover:scale-105' }} />
      ) : (
        <TilePlaceholder post={post} />
      )}
      <PinMark post={post} showLabel={false} classNames={{ root: 'absolute top-1.5 left-1.5 rounded-full bg-black/70 p-1.5 text-white', icon: 'h-3.5 w-3.5' }} />
      <span
        className={
          titled
            ? 'absolute inset-x-0 bottom-0 line-clamp-2 bg-gradient-to-t from-black/90 via-black/60 to-transparent px-2 pt-8 pb-1.5 text-xs font-medium break-words text-white sm:text-sm'
            : 'sr-only'
        }
      >
        <PostTitle post={post} showIcon={false} />
      </span>
    </SiteLink>
  )
}
