// Where a post's date leads: its month on the archive page (`/archive#2024-01`), the anchor
// ArchiveGroups gives each month heading. The month is the publish day's, as the archive groups.

/** `2024-01` of `2024-01-31`; '' when the day is not a calendar day. */
export function archiveMonth(publishDay: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(publishDay) ? publishDay.slice(0, 7) : ''
}

/** The archive heading of the post's month, or '' when the post has no publish day. */
export function archiveMonthHref(publishDay: string): string {
  const month = archiveMonth(publishDay)
  return month ? `/archive#${month}` : ''
}
