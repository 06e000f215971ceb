// /page/N, and one category's or tag's posts (their heading is in the frame's band): the blog
// cards three across, in the site's paging or infinite scroll.
import { PostFeed } from '@/components/lists/PostFeed'
import type { LayoutDataMap } from '@/themes/contract'
import { CONTAINER } from '../look'
import { BlogCard } from '../posts/BlogCard'

const PAGER = {
  pagination: 'mt-16 justify-center gap-2',
  paginationLink: 'rounded-md px-4 py-2 ring-1 ring-neutral-200 hover:bg-[#3758f9] hover:text-white hover:ring-[#3758f9] dark:ring-neutral-700',
  paginationCurrent: 'rounded-md bg-[#3758f9] px-4 py-2 text-white',
}

export function LayoutPostList({ posts, pagination }: LayoutDataMap['LayoutPostList']) {
  return (
    <section className={`${CONTAINER} py-14 sm:py-20`}>
      <PostFeed
        posts={posts}
        pagination={pagination}
        classNames={{ list: 'grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3', ...PAGER }}
        renderPost={(post, index) => <BlogCard key={post.id} post={post} eager={index === 0} />}
      />
    </section>
  )
}
