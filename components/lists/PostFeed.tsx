// A list page's posts in the site's POST_LIST_STYLE: numbered pages (the Pagination pager)
// or infinite scroll (ScrollPostList). The empty state when there are none. Themes pass their
// own card as renderPost. Ad placements (nothing unless configured): in-feed ads between the
// cards, the list ad after them, the multiplex (native) ad under the pager.
import type { ReactNode } from 'react'
import type { ClassNames } from '@/components/kit/class-names'
import { Pagination } from '@/components/navigation/Pagination'
import { EmptyState } from '@/components/post/EmptyState'
import { useSite } from '@/components/site/SiteContext'
import { AdPlacement } from '@/components/widgets/AdPlacement'
import { isStaticExport } from '@/lib/export/mode'
import type { ListedPost, Pagination as PaginationData } from '@/lib/routes/types'
import { PostItems } from './PostItems'
import { ScrollPostList } from './ScrollPostList'

/**
 * `list`: the cards' box; `pagination`, `paginationLink`, `paginationCurrent`: the pager's root,
 * page links and current page; `more`/`noMore`: infinite scroll's More link and 'No more' line;
 * `empty`: the empty state; `ad`: each ad's box.
 */
export type PostFeedPart =
  | 'root'
  | 'list'
  | 'pagination'
  | 'paginationLink'
  | 'paginationCurrent'
  | 'more'
  | 'noMore'
  | 'empty'
  | 'ad'

interface Props {
  posts: readonly ListedPost[]
  pagination: PaginationData
  renderPost?: (post: ListedPost, index: number) => ReactNode
  /** Overrides the site's POST_LIST_STYLE. */
  listStyle?: 'page' | 'scroll'
  classNames?: ClassNames<PostFeedPart>
}

export function PostFeed({
  posts,
  pagination,
  renderPost,
  listStyle,
  classNames: c = {},
}: Props) {
  const { postListStyle } = useSite()
  if (posts.length === 0) return <EmptyState className={c.empty} />
  // Scroll mode asks /api/posts for more; a static export has numbered pages instead.
  if ((listStyle ?? postListStyle) === 'scroll' && !isStaticExport()) {
    return (
      <ScrollPostList
        posts={posts}
        pagination={pagination}
        renderPost={renderPost}
        classNames={{ root: c.root, list: c.list, more: c.more, noMore: c.noMore, ad: c.ad }}
      />
    )
  }
  return (
    <div className={c.root}>
      <div className={c.list}>
        <PostItems posts={posts} renderPost={renderPost} classNames={{ ad: c.ad }} />
      </div>
      <AdPlacement kind="list" className={c.ad} />
      <Pagination
        pagination={pagination}
        classNames={{ root: c.pagination, link: c.paginationLink, current: c.paginationCurrent }}
      />
      <AdPlacement kind="native" className={c.ad} />
    </div>
  )
}
