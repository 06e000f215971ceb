// One fetch of everything the site index needs: the database, the Config row, the notice.
import { readConfigRow } from '@/lib/notion/config-row'
import { trimBody, type BodyRecordMap } from '@/lib/notion/body'
import type { PageSource } from '@/lib/notion/source'
import { readWorkspaceIndex } from '@/lib/notion/workspace-index'
import { currentNoticeRow, isVisibleRow, rowStatus, rowType } from '@/lib/site/visibility'
import type { WorkspaceIndex, WorkspaceRow } from '@/lib/site/workspace'
import { blogRowPrivacy } from './blog-row-privacy'
import { getPageVersion } from './page-cache'
import type { DataSettings } from './settings'

export interface WorkspaceSnapshot {
  index: WorkspaceIndex
  /** Enabled rows of the Config row's inline database, raw strings. */
  notionSettings: Record<string, string>
  /** The announcement current when fetched (getSiteData picks another when the schedule moves on). */
  notice: NoticeBody | null
  fetchedAt: number
}

export interface NoticeBody {
  id: string
  recordMap: BodyRecordMap
}

/**
 * The data-layer settings for a workspace once its Config row is known: the Config row may set
 * image sizes, TIMEZONE and POST_SCHEDULE_PUBLISH, which mapping and scheduling depend on.
 */
export type SettingsFor = (notionSettings: Record<string, string>) => DataSettings

function visibleTitles(rows: WorkspaceRow[], settings: DataSettings, now: number) {
  const { rules } = settings
  const linkable = rows.filter((r) => ['Post', 'Page'].includes(rowType(r, rules) ?? '') && isVisibleRow(r, rules, now))
  // Linked through `/<id>` (it redirects to the page), with the icon mentions draw before the title.
  return new Map(linkable.map((r) => [r.id, { title: r.title, href: `/${r.id}`, ...(r.pageIcon ? { icon: r.pageIcon } : {}) }]))
}

/** The body of a Notice row as pages serve it (links only to visible pages, no hidden rows). */
export async function readNotice(
  source: PageSource,
  row: WorkspaceRow,
  rows: WorkspaceRow[],
  settings: DataSettings,
  now: number,
): Promise<NoticeBody> {
  const page = await getPageVersion(source, row.id, row.lastEditedTime)
  const titles = visibleTitles(rows, settings, now)
  return { id: row.id, recordMap: trimBody(page, row.id, titles, blogRowPrivacy(rows, settings, now)) }
}

export async function fetchWorkspace(source: PageSource, rootId: string, settingsFor: SettingsFor): Promise<WorkspaceSnapshot> {
  const root = await source.getPage(rootId, { signFiles: false })
  const base = settingsFor({})
  const baseIndex = readWorkspaceIndex(root, rootId, base.names, base.images)
  const configRow = baseIndex.rows.find(
    (r) => rowType(r, base.rules) === 'Config' && rowStatus(r, base.rules) === 'Published',
  )
  const configPage = configRow && (await getPageVersion(source, configRow.id, configRow.lastEditedTime))
  const notionSettings = configRow && configPage ? readConfigRow(configPage, configRow.id) : {}
  // Covers, icons and thumbnails are mapped with the final settings, Config row included.
  const settings = settingsFor(notionSettings)
  const index = readWorkspaceIndex(root, rootId, settings.names, settings.images)
  const now = Date.now()
  const noticeRow = currentNoticeRow(index.rows, settings.rules, now)
  return {
    index,
    notionSettings,
    notice: noticeRow ? await readNotice(source, noticeRow, index.rows, settings, now) : null,
    fetchedAt: now,
  }
}
