// A list page's posts in the site's POST_LIST_STYLE: numbered pages (the Pagination pager)
// or infinite scroll (ScrollPostList). The empty state when there are none. Themes pass their
// own card as renderPost.
import { Fragment, type ReactNode } from 'react'
import { Pagination } from '@/components/navigation/Pagination'
import { EmptyState } from '@/components/post/EmptyState'
import { useSite } from '@/components/site/SiteContext'
import type { ListedPost, Pagination as PaginationData } from '@/lib/routes/types'
import { PostPreviewItem } from './PostPreviewItem'
import { ScrollPostList } from './ScrollPostList'

interface Props {
  posts: readonly ListedPost[]
  pagination: PaginationData
  renderPost?: (post: ListedPost) => ReactNode
  /** Overrides the site's POST_LIST_STYLE. */
  listStyle?: 'page' | 'scroll'
  className?: string
  listClassName?: string
  paginationClassName?: string
  moreClassName?: string
  noMoreClassName?: string
}

export function PostFeed({
  posts,
  pagination,
  renderPost,
  listStyle,
  className,
  listClassName,
  paginationClassName,
  moreClassName,
  noMoreClassName,
}: Props) {
  const { postListStyle } = useSite()
  if (posts.length === 0) return <EmptyState />
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
      />
    )
  }
  return (
    <div className={className}>
      <div className={listClassName}>
        {posts.map((post) =>
          renderPost ? (
            <Fragment key={post.id}>{renderPost(post)}</Fragment>
          ) : (
            <PostPreviewItem key={post.id} post={post} />
          ),
        )}
      </div>
      <Pagination pagination={pagination} className={paginationClassName} />
    </div>
  )
}
