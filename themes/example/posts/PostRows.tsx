// A page of posts with the pager under it; the empty state when there are none.
import { Pagination } from '@/components/navigation/Pagination'
import { EmptyState } from '@/components/post/EmptyState'
import type { ListedPost, Pagination as PaginationData } from '@/lib/routes/types'
import { PostRow } from './PostRow'

export function PostRows({
  posts,
  pagination,
}: {
  posts: ListedPost[]
  pagination: PaginationData
}) {
  if (posts.length === 0) return <EmptyState />
  return (
    <>
      <div className="space-y-12">
        {posts.map((post) => (
          <PostRow key={post.id} post={post} />
        ))}
      </div>
      <Pagination
        pagination={pagination}
        className="mt-12 flex items-center justify-center gap-2 text-sm"
      />
    </>
  )
}
