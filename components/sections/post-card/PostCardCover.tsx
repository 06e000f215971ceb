// A list card's cover: shown when the theme's <THEME>_POST_LIST_COVER is on and the post has
// one (or, with `placeholder`, a neutral box so a grid keeps its rhythm).
import type { ClassNames } from '@/components/kit/class-names'
import { CoverImage, type CoverImagePart } from '@/components/media/CoverImage'
import { useSharedThemeSettings } from '@/components/site/useSharedThemeSettings'
import type { ListedPost } from '@/lib/routes/types'

interface Props {
  post: Pick<ListedPost, 'href' | 'pageCoverThumbnail'>
  /** The first card on the page: its cover is the largest paint, loaded at once. */
  eager?: boolean
  placeholder?: boolean
  classNames?: ClassNames<CoverImagePart>
}

export function usesListCover(post: Pick<ListedPost, 'pageCoverThumbnail'>, enabled: boolean): boolean {
  return enabled && Boolean(post.pageCoverThumbnail)
}

export function PostCardCover({ post, eager, placeholder = false, classNames }: Props) {
  const { postList } = useSharedThemeSettings()
  if (!postList.cover) return null
  if (!post.pageCoverThumbnail && !placeholder) return null
  return <CoverImage src={post.pageCoverThumbnail} href={post.href} eager={eager} placeholder={placeholder} classNames={classNames} />
}
