// Which rows exist for visitors. Decided once, here, before any list, count or feed.
import { isWithinWindow, publishWindow } from './dates'
import type { SiteRules } from './rules'
import type { PostStatus, PostType } from './types'
import type { WorkspaceRow } from './workspace'

function matchLabel<K extends string>(labels: Record<K, string>, value: string): K | undefined {
  const v = value.trim().toLowerCase()
  return (Object.keys(labels) as K[]).find((k) => labels[k].trim().toLowerCase() === v)
}

export const rowType = (row: WorkspaceRow, rules: SiteRules): PostType | undefined =>
  matchLabel(rules.typeLabels, row.typeLabel)

export const rowStatus = (row: WorkspaceRow, rules: SiteRules): PostStatus | undefined =>
  matchLabel(rules.statusLabels, row.statusLabel)

/** Scheduled posts outside their date range do not exist yet (or any more). */
export function isInSchedule(row: WorkspaceRow, rules: SiteRules, now: number): boolean {
  if (!rules.schedulePublish || !row.date) return true
  return isWithinWindow(publishWindow(row.date, rules.timeZone), now)
}

/** Published or Invisible, of a known type, and inside its schedule; everything else is a draft. */
export function isVisibleRow(row: WorkspaceRow, rules: SiteRules, now: number): boolean {
  return (
    rowType(row, rules) !== undefined &&
    rowStatus(row, rules) !== undefined &&
    isInSchedule(row, rules, now)
  )
}

/** The announcement: the first Published Notice inside its schedule (spec: drafts and scheduled rows don't exist). */
export function currentNoticeRow(rows: readonly WorkspaceRow[], rules: SiteRules, now: number): WorkspaceRow | undefined {
  return rows.find(
    (r) => rowType(r, rules) === 'Notice' && rowStatus(r, rules) === 'Published' && isInSchedule(r, rules, now),
  )
}

/**
 * The next instant after `now` at which a scheduled row appears or disappears (Infinity when
 * none will): a site built at `now` stays right until then. Every row counts, Notices included
 * (the announcement changes when one starts or ends).
 */
export function nextScheduleChange(rows: readonly WorkspaceRow[], rules: SiteRules, now: number): number {
  if (!rules.schedulePublish) return Infinity
  let next = Infinity
  for (const row of rows) {
    if (!row.date) continue
    const { start, end } = publishWindow(row.date, rules.timeZone)
    if (start > now) next = Math.min(next, start)
    // Visible through `end` inclusive: it disappears one millisecond later.
    if (end !== undefined && end >= now) next = Math.min(next, end + 1)
  }
  return next
}
