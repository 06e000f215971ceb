// A page of post cards with pagination, or the empty state.
import { EmptyState } from '@/components/post/EmptyState'
import { Pagination } from '@/components/navigation/Pagination'
import type { Pagination as PaginationData } from '@/lib/routes/types'
import type { PostSummary } from '@/lib/site/types'
import { ScrollPostList } from '@/components/lists/ScrollPostList'
import { useSite } from '@/components/site/SiteContext'
import { PostCard } from './PostCard'

interface Props {
  posts: PostSummary[]
  pagination: PaginationData
}

export function PostList({ posts, pagination }: Props) {
  const { postListStyle } = useSite()
  if (posts.length === 0)
    return <EmptyState className="py-16 text-center text-neutral-500 dark:text-neutral-400" />
  if (postListStyle === 'scroll') {
    // POST_LIST_STYLE=scroll: the shared infinite list, with medium's cards.
    return (
      <ScrollPostList
        posts={posts}
        pagination={pagination}
        renderPost={(post) => <PostCard post={post} first={post.id === posts[0]?.id} />}
        moreClassName="mx-auto mt-10 block rounded-full border border-neutral-300 px-5 py-2 text-sm text-neutral-700 hover:bg-neutral-100 dark:border-neutral-700 dark:text-neutral-200 dark:hover:bg-neutral-800"
        noMoreClassName="mt-10 text-center text-sm text-neutral-400"
      />
    )
  }
  return (
    <div>
      {posts.map((post, index) => (
        <PostCard key={post.id} post={post} first={index === 0} />
      ))}
      <Pagination
        pagination={pagination}
        className="mt-10 flex items-center justify-center gap-1 text-sm"
        linkClassName="rounded px-3 py-1.5 text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800"
        currentClassName="rounded bg-neutral-900 px-3 py-1.5 text-white dark:bg-neutral-100 dark:text-neutral-900"
      />
    </div>
  )
}
