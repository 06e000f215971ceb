// A list page's posts in the site's POST_LIST_STYLE: numbered pages (the Pagination pager)
// or infinite scroll (ScrollPostList). The empty state when there are none. Themes pass their
// own card as renderPost. Ad placements (nothing unless configured): in-feed ads between the
// cards, the list ad after them, the multiplex (native) ad under the pager.
import type { ReactNode } from 'react'
import { Pagination } from '@/components/navigation/Pagination'
import { EmptyState } from '@/components/post/EmptyState'
import { useSite } from '@/components/site/SiteContext'
import { AdPlacement } from '@/components/widgets/AdPlacement'
import type { ListedPost, Pagination as PaginationData } from '@/lib/routes/types'
import { PostItems } from './PostItems'
import { ScrollPostList } from './ScrollPostList'

interface Props {
  posts: readonly ListedPost[]
  pagination: PaginationData
  renderPost?: (post: ListedPost, index: number) => ReactNode
  /** Overrides the site's POST_LIST_STYLE. */
  listStyle?: 'page' | 'scroll'
  className?: string
  listClassName?: string
  paginationClassName?: string
  /** Classes of the pager's page links and of the current page. */
  paginationLinkClassName?: string
  paginationCurrentClassName?: string
  moreClassName?: string
  noMoreClassName?: string
  emptyClassName?: string
  adClassName?: string
}

export function PostFeed({
  posts,
  pagination,
  renderPost,
  listStyle,
  className,
  listClassName,
  paginationClassName,
  paginationLinkClassName,
  paginationCurrentClassName,
  moreClassName,
  noMoreClassName,
  emptyClassName,
  adClassName,
}: Props) {
  const { postListStyle } = useSite()
  if (posts.length === 0) return <EmptyState className={emptyClassName} />
  if ((listStyle ?? postListStyle) === 'scroll') {
    return (
      <ScrollPostList
        posts={posts}
        pagination={pagination}
        renderPost={renderPost}
        className={className}
        listClassName={listClassName}
        moreClassName={moreClassName}
        noMoreClassName={noMoreClassName}
        adClassName={adClassName}
      />
    )
  }
  return (
    <div className={className}>
      <div className={listClassName}>
        <PostItems posts={posts} renderPost={renderPost} adClassName={adClassName} />
      </div>
      <AdPlacement kind="list" className={adClassName} />
      <Pagination
        pagination={pagination}
        className={paginationClassName}
        linkClassName={paginationLinkClassName}
        currentClassName={paginationCurrentClassName}
      />
      <AdPlacement kind="native" className={adClassName} />
    </div>
  )
}
