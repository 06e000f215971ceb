// A visible workspace row as the domain's PostSummary.
import { dayInZone, wallClockToEpoch } from './dates'
import { cleanSlug, isExternalUrl, pageHref, postHref } from './href'
import type { SiteRules } from './rules'
import type { OptionColor, PostDate, PostStatus, PostSummary, PostType, TagItem } from './types'
import { rowStatus, rowType } from './visibility'
import type { WorkspaceRow } from './workspace'

export interface ParsedExt {
  ext: Record<string, unknown>
  problem?: string
}

/** `ext` holds JSON of extra per-post settings; anything else is reported and ignored. */
export function parseExt(raw: string): ParsedExt {
  if (!raw.trim()) return { ext: {} }
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return { ext: value as Record<string, unknown> }
    }
    return { ext: {}, problem: 'ext is not a JSON object' }
  } catch (error) {
    return { ext: {}, problem: `ext is not valid JSON (${(error as Error).message})` }
  }
}

/** What is wrong with a row's data, for the owner's log; empty when nothing is. */
export function rowProblems(row: WorkspaceRow): string[] {
  const { problem } = parseExt(row.ext)
  return problem ? [`post ${row.id} "${row.title}": ${problem}; ignored`] : []
}

/** Only the parts present: page props are JSON, where undefined is not allowed. */
function postDate(date: WorkspaceRow['date']): PostDate | null {
  if (!date) return null
  return {
    start_date: date.startDate,
    ...(date.startTime ? { start_time: date.startTime } : {}),
    ...(date.endDate ? { end_date: date.endDate } : {}),
    ...(date.endTime ? { end_time: date.endTime } : {}),
    ...(date.timeZone ? { time_zone: date.timeZone } : {}),
  }
}

function publishInstant(row: WorkspaceRow, rules: SiteRules): number {
  if (!row.date) return row.createdTime
  const zone = row.date.timeZone ?? rules.timeZone
  const at = wallClockToEpoch(row.date.startDate, row.date.startTime, zone)
  return Number.isFinite(at) ? at : row.createdTime
}

export function toPostSummary(
  row: WorkspaceRow,
  rules: SiteRules,
  tagColors: ReadonlyMap<string, OptionColor>,
): PostSummary {
  const type = rowType(row, rules) as PostType
  const status = rowStatus(row, rules) as PostStatus
  const published = publishInstant(row, rules)
  // The publish instant as a day in the site's zone (a date in another zone may fall on
  // another day here); URLs with %year%/%month%/%day% use the same day.
  const publishDay = dayInZone(published, rules.timeZone)
  const category = row.categories[0] ?? null
  // A bad ext is reported once per fetched index (siteDataProblems), not on every build.
  const { ext } = parseExt(row.ext)
  // A row that is a link to elsewhere: a URL as its slug, or `ext: {"href": "https://…"}`.
  const slugLink = isExternalUrl(row.slug) ? row.slug.trim() : ''
  const link = slugLink || (typeof ext.href === 'string' && isExternalUrl(ext.href) ? ext.href.trim() : '')
  const external = link !== ''
  const href = external
    ? link
    : type === 'Post'
      ? postHref(rules.postUrlPrefix, { id: row.id, slug: row.slug, publishDay, category })
      : pageHref(row)
  const tagItems: TagItem[] = row.tags.map((name) => ({
    name,
    color: tagColors.get(name) ?? 'default',
    count: 0,
  }))
  return {
    id: row.id,
    type,
    status,
    title: row.title,
    slug: slugLink || cleanSlug(row.slug, row.id),
    href,
    external,
    summary: row.summary,
    category,
    categories: row.categories,
    tags: row.tags,
    tagItems,
    date: postDate(row.date),
    publishDate: new Date(published).toISOString(),
    publishDay,
    lastEditedDate: new Date(row.lastEditedTime).toISOString(),
    lastEditedDay: dayInZone(row.lastEditedTime, rules.timeZone),
    pageIcon: row.pageIcon,
    pageCover: row.pageCover,
    pageCoverThumbnail: row.pageCoverThumbnail,
    icon: row.icon,
    comment: row.comment,
    fullWidth: row.fullWidth,
    locked: row.password.length > 0,
    ext,
  }
}
