// Posts whose URL one of the site's own routes answers first (a post with the slug `archive`
// under an empty POST_URL_PREFIX): nobody can open them, so the owner is told once.
import type { PostSummary } from './types'

/** Paths Next.js or the proxy serve before any post: /api/…, /rss/…, /sign-in/…. */
const ALWAYS_TAKEN = new Set(['api', 'rss', '_next', 'sign-in', 'sign-up', 'dashboard', 'auth'])
/** Routes that take the segment alone (/archive) or with one more (/tag/x), or a numbered page. */
const TAKEN_ALONE = new Set(['archive', 'search', 'category', 'tag', '404'])
const TAKEN_WITH_ONE = new Set(['search', 'category', 'tag', 'page'])
const NUMBERED_PAGE = /^\d+$/

function isShadowed(href: string): boolean {
  const segments = href.split(/[?#]/)[0]!.split('/').filter(Boolean)
  const [root = '', ...rest] = segments
  if (ALWAYS_TAKEN.has(root)) return true
  if (rest.length === 0) return TAKEN_ALONE.has(root)
  if (root === 'archive') return rest.length === 2 && rest[0] === 'page' && NUMBERED_PAGE.test(rest[1]!)
  return rest.length === 1 && TAKEN_WITH_ONE.has(root) && (root !== 'page' || NUMBERED_PAGE.test(rest[0]!))
}

export function shadowedPostProblems(posts: readonly Pick<PostSummary, 'title' | 'href' | 'external'>[]): string[] {
  return posts
    .filter((p) => !p.external && isShadowed(p.href))
    .map((p) => `post "${p.title.slice(0, 80)}" at ${p.href} can never be opened: the site's own route answers that path; give it another slug`)
}
