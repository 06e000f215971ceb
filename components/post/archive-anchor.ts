// Where a post's date leads: its month on the archive (`/archive#2024-01`, or the archive page
// holding that month: `/archive/page/3#2019-03`), the anchor ArchiveGroups gives each month
// heading. The month is the publish day's, as the archive groups.
import { pagePath } from '@/lib/routes/pagination'
import { pageOfMonth } from '@/lib/site/archive-pages'

/** `2024-01` of `2024-01-31`; '' when the day is not a calendar day. */
export function archiveMonth(publishDay: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(publishDay) ? publishDay.slice(0, 7) : ''
}

/** The archive page (1 when there is one page) that holds `month`, with its anchor. */
export function archiveMonthPath(month: string, oldestMonths: readonly string[] = []): string {
  return `${pagePath('/archive', pageOfMonth(month, oldestMonths))}#${month}`
}

/**
 * The archive heading of the post's month, or '' when the post has no publish day.
 * `oldestMonths`: the chrome's `archiveOldestMonths` (absent while the archive is one page).
 */
export function archiveMonthHref(publishDay: string, oldestMonths?: readonly string[]): string {
  const month = archiveMonth(publishDay)
  return month ? archiveMonthPath(month, oldestMonths) : ''
}

/** The month an address's hash names (`#2019-03` → `2019-03`), or ''. */
export function monthOfHash(hash: string): string {
  return /^#\d{4}-\d{2}$/.test(hash) ? hash.slice(1) : ''
}
