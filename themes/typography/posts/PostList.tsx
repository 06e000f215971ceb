// A list page's posts in the site's paging or infinite scroll (the shared PostFeed), spaced
// like paragraphs, with a pager of plain numbers.
import { cx } from '@/components/kit/class-names'
import { PostFeed } from '@/components/lists/PostFeed'
import type { ListedPost, Pagination } from '@/themes/contract'
import { INK, MUTED, UNDERLINED } from '../frame/look'
import { PostItem } from './PostItem'

const PAGER_LINK = cx('px-2 py-1 font-semibold', INK, UNDERLINED)

/** The pager under the list, and under the archive (layouts/LayoutArchive.tsx). */
export const PAGER_LOOK = {
  pagination: 'mt-16 flex-wrap justify-center gap-3 text-sm',
  paginationLink: PAGER_LINK,
  paginationCurrent: 'border-b-2 border-current px-2 py-1 font-bold text-(--folio-accent)',
}

export function PostList({ posts, pagination }: { posts: ListedPost[]; pagination: Pagination }) {
  return (
    <PostFeed
      posts={posts}
      pagination={pagination}
      renderPost={(post, index) => <PostItem post={post} first={index === 0} />}
      classNames={{
        list: 'flex flex-col gap-12',
        ...PAGER_LOOK,
        more: cx('mt-16 block w-full py-2 text-center text-sm', INK, UNDERLINED),
        noMore: cx('mt-16 text-center text-sm', MUTED),
        empty: cx('py-20 text-center', MUTED),
      }}
    />
  )
}
