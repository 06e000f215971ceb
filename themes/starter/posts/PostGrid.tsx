// The blog's lists (/page/N, a category's or tag's posts): the cards three across, in the site's
// paging or infinite scroll.
import { PostFeed } from '@/components/lists/PostFeed'
import type { ListedPost, Pagination } from '@/themes/contract'
import { BlogCard } from './BlogCard'

export function PostGrid({ posts, pagination }: { posts: ListedPost[]; pagination: Pagination }) {
  return (
    <PostFeed
      posts={posts}
      pagination={pagination}
      classNames={{
        list: 'grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3',
        pagination: 'mt-14 justify-center gap-2',
        paginationLink: 'rounded-md px-4 py-2 ring-1 ring-neutral-200 hover:bg-[#3758f9] hover:text-white hover:ring-[#3758f9] dark:ring-neutral-700',
        paginationCurrent: 'rounded-md bg-[#3758f9] px-4 py-2 text-white',
      }}
      renderPost={(post, index) => <BlogCard key={post.id} post={post} eager={index === 0} />}
    />
  )
}
