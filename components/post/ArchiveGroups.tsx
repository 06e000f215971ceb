// The archive: a heading per month (anchor `id="yyyy-MM"`, so /archive#2024-01 lands on it),
// then one line per post with its date and title.
import { SiteLink } from '@/components/navigation/SiteLink'
import { useT } from '@/lib/i18n/react'
import type { ArchiveGroup } from '@/lib/site/types'
import { PostDate } from './PostDate'

interface Props {
  groups: ArchiveGroup[]
  /** `iso` prints the heading as `2024-01`; `long` as the month in the visitor's language. */
  monthStyle?: 'iso' | 'long'
  className?: string
  headingClassName?: string
  listClassName?: string
  itemClassName?: string
  dateClassName?: string
  linkClassName?: string
}

export function ArchiveGroups({ groups, monthStyle = 'iso', ...c }: Props) {
  const { formatDate } = useT()
  return (
    <div className={c.className ?? 'space-y-8'}>
      {groups.map((group) => (
        <section key={group.month} aria-labelledby={group.month}>
          <h2
            id={group.month}
            className={c.headingClassName ?? 'mb-3 scroll-mt-20 text-xl font-semibold'}
          >
            {monthStyle === 'long' ? formatDate(`${group.month}-01`, 'month') : group.month}
          </h2>
          <ul className={c.listClassName ?? 'space-y-2'}>
            {group.posts.map((post) => (
              <li key={post.id} className={c.itemClassName ?? 'flex items-baseline gap-3'}>
                <PostDate
                  iso={post.publishDate}
                  day={post.publishDay}
                  style="short"
                  className={
                    c.dateClassName ??
                    'shrink-0 text-sm text-gray-500 tabular-nums dark:text-neutral-400'
                  }
                />
                <SiteLink href={post.href} className={c.linkClassName ?? 'hover:underline'}>
                  {post.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
