// The photo grid: tiles edge to edge with no gaps (one column on phones, three on wide
// screens), in the site's paging or infinite scroll; a tile opens its post in a modal over the
// grid while PLOG_POST_MODAL is on.
import { PostFeed } from '@/components/lists/PostFeed'
import { PostModal } from '@/components/sections/media/PostModal'
import { usePostModal } from '@/components/sections/media/usePostModal'
import { useSharedThemeSettings } from '@/components/site/useSharedThemeSettings'
import type { ListedPost, Pagination } from '@/themes/contract'
import { usePlogConfig } from '../usePlogConfig'
import { PhotoTile } from './PhotoTile'

export function PostGrid({ posts, pagination }: { posts: ListedPost[]; pagination: Pagination }) {
  const { PLOG_POST_MODAL } = usePlogConfig()
  const { postList } = useSharedThemeSettings()
  const modal = usePostModal(posts, pagination)
  return (
    <>
      <PostFeed
        posts={posts}
        pagination={pagination}
        classNames={{
          list: 'grid grid-cols-1 sm:grid-cols-2 xl:grid-cols-3',
          pagination: 'flex flex-wrap items-center justify-center gap-2 px-4 py-8 text-sm',
          paginationLink: 'rounded-full px-3 py-1 hover:bg-neutral-100 dark:hover:bg-neutral-800',
          paginationCurrent: 'rounded-full bg-neutral-900 px-3 py-1 text-white dark:bg-white dark:text-neutral-900',
          empty: 'px-6 py-24 text-center text-neutral-500',
          more: 'mx-auto my-8 block rounded-full border border-neutral-300 px-6 py-2 text-sm dark:border-neutral-700',
          noMore: 'py-8 text-center text-sm text-neutral-500',
        }}
        renderPost={(post, index) => (
          <PhotoTile
            key={post.id}
            post={post}
            eager={index < 3}
            showCover={postList.cover}
            showCategory={postList.category}
            onClick={PLOG_POST_MODAL ? modal.linkProps(post).onClick : undefined}
          />
        )}
      />
      {PLOG_POST_MODAL && (
        <PostModal
          post={modal.post}
          onClose={modal.close}
          classNames={{
            panel: 'max-w-4xl rounded-none bg-white shadow-2xl sm:rounded-md dark:bg-neutral-900',
            link: 'mt-2 rounded-full bg-neutral-900 px-5 py-2 text-sm font-medium text-white hover:opacity-85 dark:bg-white dark:text-neutral-900',
          }}
        />
      )}
    </>
  )
}
