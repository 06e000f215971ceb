// The pages every built theme is checked and photographed on: one per layout of the theme
// contract, the demo-specific names (a category, a tag, an article…) read from the running
// site, so the list follows the demo instead of repeating it. Shared by
// e2e/themes/theme-check.spec.ts and scripts/theme-shots.ts.
import type { LayoutName } from '../../lib/routes/types'

export { BUILT_THEMES } from '../../themes/built.generated'

/** Names taken from the demo the server is showing. */
export interface DemoPicks {
  category: string
  tag: string
  /** A listed, unlocked post: its site path. */
  article: string
  /** A password-locked post: its site path. */
  locked: string
  /** A Page-type page (About, Links…): its site path. */
  page: string
  /** A word that finds posts. */
  word: string
}

export interface ThemePage {
  /** Names the test and the screenshot file. */
  key: string
  layout: LayoutName
  status: number
  path: (demo: DemoPicks) => string
  /** An element that must be visible besides the theme's root. */
  shows?: string
}

const segment = encodeURIComponent

export const THEME_PAGES: readonly ThemePage[] = [
  { key: 'home', layout: 'LayoutIndex', status: 200, path: () => '/' },
  { key: 'page-2', layout: 'LayoutPostList', status: 200, path: () => '/page/2' },
  { key: 'category', layout: 'LayoutPostList', status: 200, path: (d) => `/category/${segment(d.category)}` },
  { key: 'tag', layout: 'LayoutPostList', status: 200, path: (d) => `/tag/${segment(d.tag)}` },
  { key: 'search', layout: 'LayoutSearch', status: 200, path: () => '/search' },
  { key: 'search-results', layout: 'LayoutSearch', status: 200, path: (d) => `/search/${segment(d.word)}` },
  { key: 'archive', layout: 'LayoutArchive', status: 200, path: () => '/archive' },
  { key: 'category-index', layout: 'LayoutCategoryIndex', status: 200, path: () => '/category' },
  { key: 'tag-index', layout: 'LayoutTagIndex', status: 200, path: () => '/tag' },
  { key: 'article', layout: 'LayoutSlug', status: 200, path: (d) => d.article },
  { key: 'locked', layout: 'LayoutSlug', status: 200, path: (d) => d.locked, shows: '[data-testid="lock-screen"]' },
  { key: 'page', layout: 'LayoutSlug', status: 200, path: (d) => d.page },
  { key: 'not-found', layout: 'Layout404', status: 404, path: () => '/this-page-does-not-exist' },
]

/** Pages photographed whole as well (at 1440 px, light). */
export const FULL_PAGE_KEYS: readonly string[] = ['home', 'article']

export function themeUrl(path: string, theme: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}theme=${theme}`
}

interface ListedPost {
  type: string
  href: string
  external: boolean
  locked: boolean
  title: string
  category: string | null
  tags: string[]
}

async function getText(base: string, path: string): Promise<string> {
  const response = await fetch(base + path)
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`)
  return response.text()
}

/** Every post of the home list, through the scroll-mode API (pages of 12). */
async function listedPosts(base: string): Promise<ListedPost[]> {
  const posts: ListedPost[] = []
  for (let page = 1, total = 1; page <= total; page++) {
    const body = JSON.parse(await getText(base, `/api/posts?list=home&page=${page}`)) as { posts: ListedPost[]; totalPages: number }
    posts.push(...body.posts)
    total = body.totalPages
  }
  return posts
}

/** A path of the sitemap that is neither a list page nor a post: a Page. */
async function pagePath(base: string, posts: ListedPost[]): Promise<string | undefined> {
  const xml = await getText(base, '/sitemap-pages.xml')
  const postPaths = new Set(posts.map((p) => p.href))
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1] ?? '/').pathname)
    .find((p) => !/^\/(archive|category|tag|search)?(\/|$)/.test(p) && !postPaths.has(p))
}

function required<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`the demo has no ${what}`)
  return value
}

async function discover(base: string): Promise<DemoPicks> {
  const posts = await listedPosts(base)
  const article = required(posts.find((p) => p.type === 'Post' && !p.locked && !p.external && p.category && p.tags[0]), 'unlocked post with a category and a tag')
  const word = posts.map((p) => /[A-Za-z]{4,}/.exec(p.title)?.[0]).find(Boolean)
  return {
    category: required(article.category, 'category'),
    tag: required(article.tags[0], 'tag'),
    article: article.href,
    locked: required(posts.find((p) => p.locked), 'locked post').href,
    page: required(await pagePath(base, posts), 'Page-type page in the sitemap'),
    word: required(word, 'post title with a word of 4 letters').toLowerCase(),
  }
}

const picks = new Map<string, Promise<DemoPicks>>()

/** The demo's names, read once per process and server. */
export function demoPicks(base: string): Promise<DemoPicks> {
  let found = picks.get(base)
  if (!found) picks.set(base, (found = discover(base)))
  return found
}
