// The page a comment thread belongs to. The key is the post's site path (with the language
// prefix of a multi-language site), so ?theme= and ?lang= switches share one thread.
import type { PostSummary } from '@/lib/site/types'

export interface CommentPage {
  /** Notion page id (32 hex): for backends whose thread id has a length limit (Gitalk). */
  id: string
  title: string
  /** Site path, e.g. `/en/article/hello`: the thread key. */
  path: string
}

export function commentPageOf(post: Pick<PostSummary, 'id' | 'title' | 'href'>, prefix: string): CommentPage {
  return { id: post.id, title: post.title, path: `${prefix}${post.href}` }
}

/** The page's absolute URL: the site's LINK when set, else the origin it is served from. */
export function absolutePageUrl(path: string, siteLink: string, origin: string): string {
  const base = (siteLink || origin).replace(/\/+$/, '')
  return `${base}${path}`
}
