// From workspace rows to the site every route reads: visible posts, lists, menus, notice.
import { rowsForExport } from '@/lib/export/locked-rows'
import { archiveGroups, categoriesOf, latestPosts, tagsOf } from './derive'
import { buildMenus } from './menus'
import { markMenuPages } from './menu-pages'
import type { SiteRules } from './rules'
import { rowProblems, toPostSummary } from './to-post'
import type { ArchiveGroup, CategoryItem, MenuLink, PostSummary, SiteInfo, TagItem } from './types'
import { currentNoticeRow, isVisibleRow, rowStatus, rowType } from './visibility'
import type { WorkspaceIndex, WorkspaceRow } from './workspace'

export interface SiteModel {
  info: SiteInfo
  /** Published posts of type Post in list order: what lists, counts, feeds and search use. */
  posts: PostSummary[]
  /** Every Post and Page a URL may show (Published or Invisible), external links excluded. */
  routable: PostSummary[]
  categories: CategoryItem[]
  tags: TagItem[]
  latest: PostSummary[]
  archive: ArchiveGroup[]
  menus: MenuLink[]
  /** The announcement: the first Published Notice inside its schedule. */
  noticeId: string | null
  configRowId: string | null
}

function sortPosts(posts: PostSummary[], rules: SiteRules): PostSummary[] {
  if (rules.sortBy !== 'date') return posts
  return [...posts].sort((a, b) => b.publishDate.localeCompare(a.publishDate))
}

function firstConfigRow(rows: readonly WorkspaceRow[], rules: SiteRules) {
  const row = rows.find((r) => rowType(r, rules) === 'Config' && rowStatus(r, rules) === 'Published')
  return row?.id ?? null
}

/** Data problems of the rows a visitor could see, to report once per fetched index. */
export function siteDataProblems(index: WorkspaceIndex, rules: SiteRules): string[] {
  return index.rows
    .filter((row) => ['Post', 'Page'].includes(rowType(row, rules) ?? '') && rowStatus(row, rules) !== undefined)
    .flatMap(rowProblems)
}

export function buildSite(index: WorkspaceIndex, rules: SiteRules, now: number): SiteModel {
  const visible = rowsForExport(index.rows).filter((row) => isVisibleRow(row, rules, now))
  const tagColors = new Map(index.tagOptions.map((o) => [o.name, o.color]))
  const entries = visible
    .filter((row) => ['Post', 'Page'].includes(rowType(row, rules) ?? ''))
    .map((row) => toPostSummary(row, rules, tagColors))
  const posts = sortPosts(
    entries.filter((p) => p.type === 'Post' && p.status === 'Published'),
    rules,
  )
  const tags = tagsOf(posts, index.tagOptions, rules.tagSortByCount)
  const tagCount = new Map(tags.map((t) => [t.name, t.count]))
  for (const post of entries) {
    for (const item of post.tagItems) item.count = tagCount.get(item.name) ?? 0
  }
  const routable = entries.filter((p) => !p.external)
  const categories = categoriesOf(posts, index.categoryOptions)
  const paths = {
    hrefs: new Set(routable.map((p) => p.href)),
    categories: new Set(categories.filter((c) => c.count > 0).map((c) => c.name)),
    tags: new Set(tags.filter((t) => t.count > 0).map((t) => t.name)),
    languagePrefixes: rules.languagePrefixes ?? [],
  }
  return {
    info: { title: index.title, description: index.description, icon: index.icon, pageCover: index.cover },
    posts,
    routable,
    categories,
    tags,
    latest: latestPosts(posts, rules.latestPostsCount),
    archive: archiveGroups(posts),
    menus: markMenuPages(buildMenus(visible, rules), paths),
    noticeId: currentNoticeRow(index.rows, rules, now)?.id ?? null,
    // The Config row is read whatever its schedule: it is configuration, not content.
    configRowId: firstConfigRow(index.rows, rules),
  }
}
