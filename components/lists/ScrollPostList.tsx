// POST_LIST_STYLE='scroll': the first page of posts, more when the visitor scrolls near the
// bottom (throttled 500 ms, 100 px margin) or clicks More, then 'No more'. Ads as in PostFeed
// (in-feed between cards, list ad after them, native ad at the end; nothing unless configured).
// After each page comes in it checks again, so a tall screen keeps loading until the end.
import { useRef, type MouseEvent, type ReactNode } from 'react'
import { part, type ClassNames } from '@/components/kit/class-names'
import { SiteLink } from '@/components/navigation/SiteLink'
import { AdPlacement } from '@/components/widgets/AdPlacement'
import { useT } from '@/lib/i18n/react'
import { pagePath } from '@/lib/routes/pagination'
import type { ListedPost, ListRef, Pagination } from '@/lib/routes/types'
import { listRefOfPath } from './list-ref'
import { PostItems } from './PostItems'
import { useMorePosts } from './useMorePosts'
import { useNearBottom } from './useNearBottom'

/** `list`: the cards' box; `more`: the More link; `noMore`: the 'No more' line; `ad`: each ad's box. */
export type ScrollPostListPart = 'root' | 'list' | 'more' | 'noMore' | 'ad'

interface Props {
  posts: readonly ListedPost[]
  pagination: Pagination
  /** Which list to fetch more of; by default read from pagination.basePath. */
  list?: ListRef
  renderPost?: (post: ListedPost, index: number) => ReactNode
  classNames?: ClassNames<ScrollPostListPart>
}

export function ScrollPostList({
  posts: initial,
  pagination,
  list,
  renderPost,
  classNames: c = {},
}: Props) {
  const { t } = useT()
  const listRef = list ?? listRefOfPath(pagination.basePath)
  const more = useMorePosts(initial, pagination, listRef)
  const container = useRef<HTMLDivElement>(null)
  useNearBottom(container, more.loadMore, more.hasMore, more.nextPage)
  const onMore = (e: MouseEvent) => {
    e.preventDefault()
    more.loadMore()
  }
  return (
    <div className={c.root}>
      <div ref={container} className={c.list} data-testid="scroll-post-list">
        <PostItems posts={more.posts} renderPost={renderPost} classNames={{ ad: c.ad }} />
      </div>
      <AdPlacement kind="list" className={c.ad} />
      {more.hasMore ? (
        <SiteLink
          href={pagePath(pagination.basePath, more.nextPage)}
          onClick={onMore}
          aria-busy={more.loading}
          className={part(
            'block',
            'my-6 w-full rounded border border-gray-300 py-2 text-center text-sm hover:bg-gray-100 dark:border-neutral-600 dark:hover:bg-neutral-800',
            c.more,
          )}
        >
          {more.loading ? t.list.loadingMore : t.list.more}
        </SiteLink>
      ) : (
        <p className={part('', 'my-6 text-center text-sm text-gray-500 dark:text-neutral-400', c.noMore)}>
          {t.list.noMore}
        </p>
      )}
      <AdPlacement kind="native" className={c.ad} />
    </div>
  )
}
