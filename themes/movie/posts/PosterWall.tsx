// The list as a wall of posters grouped by month (a date rail above each run of posters), in
// the site's paging or infinite scroll. Each page of the feed starts with its month's heading.
import { PostFeed } from '@/components/lists/PostFeed'
import { monthHeadings } from '@/components/sections/post-groups/group-by-month'
import type { ListedPost, Pagination } from '@/themes/contract'
import { MonthTab } from './MonthTab'
import { PosterCard } from './PosterCard'

export function PosterWall({ posts, pagination }: { posts: ListedPost[]; pagination: Pagination }) {
  const headingOf = monthHeadings()
  return (
    <PostFeed
      posts={posts}
      pagination={pagination}
      classNames={{
        list: 'grid grid-cols-1 gap-x-8 gap-y-12 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:gap-x-24',
        pagination: 'mt-14 justify-center gap-2 text-sm',
        paginationLink: 'rounded-sm px-3 py-1.5 hover:bg-neutral-100 dark:hover:bg-white/10',
        paginationCurrent: 'rounded-sm bg-black px-3 py-1.5 text-white dark:bg-white dark:text-black',
        more: 'mx-auto mt-12 block rounded-sm bg-black px-6 py-2 text-sm tracking-widest text-white dark:bg-white dark:text-black',
      }}
      renderPost={(post, index) => {
        return (
          <div key={post.id} className="flex min-w-0 flex-col gap-4">
            <MonthTab month={headingOf(post, index)} />
            <PosterCard post={post} eager={index === 0} />
          </div>
        )
      }}
    />
  )
}
