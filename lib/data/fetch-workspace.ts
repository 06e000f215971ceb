// One fetch of everything the site index needs: the database, the Config row, the notice.
import { readConfigRow } from '@/lib/notion/config-row'
import { trimBody, type BodyRecordMap } from '@/lib/notion/body'
import type { ImageUrlOptions } from '@/lib/notion/image-url'
import type { PageSource } from '@/lib/notion/source'
import { readWorkspaceIndex } from '@/lib/notion/workspace-index'
import type { SiteRules } from '@/lib/site/rules'
import { isVisibleRow, rowStatus, rowType } from '@/lib/site/visibility'
import type { PropertyNames, WorkspaceIndex, WorkspaceRow } from '@/lib/site/workspace'
import { getPageVersion } from './page-cache'

export interface WorkspaceSnapshot {
  index: WorkspaceIndex
  /** Enabled rows of the Config row's inline database, raw strings. */
  notionSettings: Record<string, string>
  notice: { id: string; recordMap: BodyRecordMap } | null
  fetchedAt: number
}

function visibleTitles(rows: WorkspaceRow[], rules: SiteRules) {
  const now = Date.now()
  const linkable = rows.filter((r) => ['Post', 'Page'].includes(rowType(r, rules) ?? '') && isVisibleRow(r, rules, now))
  return new Map(linkable.map((r) => [r.id, r.title]))
}

function firstPublished(rows: WorkspaceRow[], rules: SiteRules, type: 'Config' | 'Notice') {
  return rows.find((r) => rowType(r, rules) === type && rowStatus(r, rules) === 'Published')
}

export async function fetchWorkspace(
  source: PageSource,
  rootId: string,
  names: PropertyNames,
  rules: SiteRules,
  images: ImageUrlOptions,
): Promise<WorkspaceSnapshot> {
  const root = await source.getPage(rootId, { signFiles: false })
  const index = readWorkspaceIndex(root, rootId, names, images)
  const configRow = firstPublished(index.rows, rules, 'Config')
  const noticeRow = firstPublished(index.rows, rules, 'Notice')
  const [configPage, noticePage] = await Promise.all([
    configRow && getPageVersion(source, configRow.id, configRow.lastEditedTime),
    noticeRow && getPageVersion(source, noticeRow.id, noticeRow.lastEditedTime),
  ])
  return {
    index,
    notionSettings: configRow && configPage ? readConfigRow(configPage, configRow.id) : {},
    notice:
      noticeRow && noticePage
        ? { id: noticeRow.id, recordMap: trimBody(noticePage, noticeRow.id, visibleTitles(index.rows, rules)) }
        : null,
    fetchedAt: Date.now(),
  }
}
