// One archive page: a heading per month (anchor `id="yyyy-MM"`, so /archive#2024-01 lands on
// it), then one line per post with its date and title; under them the kit's pager when the
// archive has more than one page (nothing otherwise), and the jump to a month on another page.
import { SiteLink } from '@/components/navigation/SiteLink'
import { part, type ClassNames } from '@/components/kit/class-names'
import { Pagination } from '@/components/navigation/Pagination'
import { useT } from '@/lib/i18n/react'
import type { Pagination as PaginationData } from '@/lib/routes/types'
import type { ArchiveGroup } from '@/lib/site/types'
import { ArchiveMonthJump } from './ArchiveMonthJump'
import { PostDate } from './PostDate'

interface Props {
  groups: ArchiveGroup[]
  /** Where this page is among the archive's pages; absent: the archive is one page. */
  pagination?: PaginationData
  /** `iso` prints the heading as `2024-01`; `long` as the month in the visitor's language. */
  monthStyle?: 'iso' | 'long'
  classNames?: ClassNames<ArchiveGroupsPart>
}

/**
 * `heading`: a month's heading (the anchor); `list`/`item`: its posts; `date`/`link`: a post's
 * date and title; `pagination`, `paginationLink`, `paginationCurrent`: the pager (as PostFeed's).
 */
export type ArchiveGroupsPart =
  | 'root'
  | 'heading'
  | 'list'
  | 'item'
  | 'date'
  | 'link'
  | 'pagination'
  | 'paginationLink'
  | 'paginationCurrent'

export function ArchiveGroups({
  groups,
  pagination,
  monthStyle = 'iso',
  classNames: c = {},
}: Props) {
  const { formatDate } = useT()
  return (
    <>
      <div className={part('', 'space-y-8', c.root)}>
        {groups.map((group) => (
          <section key={group.month} aria-labelledby={group.month}>
            <h2
              id={group.month}
              className={part('', 'mb-3 scroll-mt-20 text-xl font-semibold', c.heading)}
            >
              {monthStyle === 'long' ? formatDate(`${group.month}-01`, 'month') : group.month}
            </h2>
            <ul className={part('', 'space-y-2', c.list)}>
              {group.posts.map((post) => (
                <li key={post.id} className={part('flex items-baseline', 'gap-3', c.item)}>
                  <PostDate
                    iso={post.publishDate}
                    day={post.publishDay}
                    style="short"
                    className={part(
                      'shrink-0',
                      'text-sm text-gray-500 tabular-nums dark:text-neutral-400',
                      c.date,
                    )}
                  />
                  <SiteLink href={post.href} className={part('', 'hover:underline', c.link)}>
                    {post.title}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {pagination && (
        <Pagination
          pagination={pagination}
          classNames={{ root: c.pagination, link: c.paginationLink, current: c.paginationCurrent }}
        />
      )}
      <ArchiveMonthJump page={pagination?.page ?? 1} />
    </>
  )
}
