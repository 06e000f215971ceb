// The theme's few decisions about what to show, kept apart from markup so tests name them.
import type { PostDetail, TocEntry } from '@/lib/site/types'

/** What the frame needs to know about the article on screen (null off articles). */
export interface ArticleFrameInfo {
  toc: TocEntry[]
  fullWidth: boolean
}

/** The right panel's contents tab: the spec wants more than one entry for the side card. */
export const hasPanelToc = (toc: readonly TocEntry[]): boolean => toc.length > 1

/** The mobile TOC toggle: any entry at all. */
export const hasMobileToc = (toc: readonly TocEntry[]): boolean => toc.length > 0

/** Previous/next links belong to posts, not to pages. */
export const showsPrevNext = (post: Pick<PostDetail, 'type'>): boolean => post.type === 'Post'

export const showsRightPanel = (article: ArticleFrameInfo | null): boolean => !article?.fullWidth
