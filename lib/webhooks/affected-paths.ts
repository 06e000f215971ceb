// Which pages show a changed Notion page, from the site before and after the change: the post
// (at its old URL too), home and its list pages, its categories' and tags' lists (old and new),
// the archive, the indexes, and the posts whose previous/next or related links show it. A
// change every page shows (the Config row, the Notice, a menu entry, a new title among the
// latest posts, or a database event)
// regenerates everything. Feeds, the sitemap and the search index are API answers built from
// the refetched site data: they change with it, nothing to regenerate.
import type { SiteModel } from '@/lib/site/build-site'
import { neighbours } from '@/lib/site/derive'
import type { PostSummary } from '@/lib/site/types'
import { archivePaths, categoryPaths, everyListPath, homePaths, tagPaths, type ListSizes } from './list-paths'

export interface AffectedInput {
  before: SiteModel
  after: SiteModel
  /** Undashed ids of the changed pages; null in the list: anything may have changed. */
  pageIds: readonly (string | null)[]
  sizes: ListSizes
}

const findPost = (site: SiteModel, id: string) => site.routable.find((p) => p.id === id)

function shownEverywhere(site: SiteModel, id: string): boolean {
  if (site.configRowId === id || site.noticeId === id) return true
  return site.menus.some((m) => m.id === id || m.subMenus.some((s) => s.id === id))
}

/** What lists and links show of a post; its last edit alone changes none of it. */
function listedFace(post: PostSummary | undefined): string {
  if (!post) return ''
  const { lastEditedDate: _date, lastEditedDay: _day, ...face } = post
  return JSON.stringify(face)
}

/** Posts whose previous/next or related links may show `post` (sharing a category or tag). */
function linkingPosts(site: SiteModel, post: PostSummary): string[] {
  const { prev, next } = neighbours(site.posts, post.id)
  const tags = new Set(post.tags)
  const related = site.posts.filter(
    (p) => p.id !== post.id && (p.categories.some((c) => post.categories.includes(c)) || p.tags.some((t) => tags.has(t))),
  )
  return [prev, next, ...related].flatMap((p) => (p ? [p.href] : []))
}

/** The newest posts show in many themes' sidebars, on every page: a new face there changes all. */
function changedInLatest({ before, after }: AffectedInput, id: string): boolean {
  const listed = before.latest.some((p) => p.id === id) || after.latest.some((p) => p.id === id)
  return listed && listedFace(findPost(before, id)) !== listedFace(findPost(after, id))
}

function everything(input: AffectedInput): string[] {
  return [input.before, input.after].flatMap((site) => [...site.routable.map((p) => p.href), ...everyListPath(site, input.sizes)])
}

function pathsOfPost(input: AffectedInput, id: string): string[] {
  const { before, after, sizes } = input
  const old = findPost(before, id)
  const now = findPost(after, id)
  // Not on the site before nor after (a draft, a page outside the blog): nothing shows it.
  if (!old && !now) return []
  const paths: string[] = []
  const faceChanged = listedFace(old) !== listedFace(now)
  for (const [site, post] of [[before, old], [after, now]] as const) {
    if (!post) continue
    paths.push(post.href, ...homePaths(site, sizes), ...archivePaths(site, sizes), '/category', '/tag')
    for (const name of post.categories) paths.push(...categoryPaths(site, name, sizes))
    for (const name of post.tags) paths.push(...tagPaths(site, name, sizes))
    if (faceChanged) paths.push(...linkingPosts(site, post))
  }
  return paths
}

/** Visitor paths to regenerate, each once, in a stable order (the post's own first). */
export function affectedPaths(input: AffectedInput): string[] {
  const { before, after, pageIds } = input
  const all = pageIds.some(
    (id) => id === null || shownEverywhere(before, id) || shownEverywhere(after, id) || changedInLatest(input, id),
  )
  // The changed posts and their lists first: they are what the owner is waiting to see.
  const own = pageIds.flatMap((id) => (id ? pathsOfPost(input, id) : []))
  const paths = all ? [...own, ...everything(input)] : own
  return [...new Set(paths)]
}
