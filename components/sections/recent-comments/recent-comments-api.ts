// The recent comments of a comment backend that publishes them without its widget: Waline,
//   GET <serverURL>/api/comment?type=recent&count=<n> → WalineComment[] (or { data: [...] })
// Other backends (Twikoo needs its SDK, Giscus/Utterances GitHub's API, …) offer none here.
import type { CommentBackend, CommentConfig } from '@/lib/comments/types'

export type RecentCommentsBackend = Extract<CommentBackend, { kind: 'waline' }>

export interface RecentComment {
  id: string
  author: string
  /** The comment as plain text (tags and extra spaces removed). */
  text: string
  /** The commented page's site path. */
  path: string
}

/** The first configured backend that offers recent comments, or null (then nothing is asked). */
export function recentCommentsBackendOf(config: CommentConfig | undefined): RecentCommentsBackend | null {
  return config?.backends.find((b): b is RecentCommentsBackend => b.kind === 'waline') ?? null
}

export function recentCommentsUrl(backend: RecentCommentsBackend, count: number): string {
  return `${backend.serverUrl.replace(/\/+$/, '')}/api/comment?type=recent&count=${count}`
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

/** An HTML fragment as one line of text. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '')

/** The comments of an answer, at most `count`; entries without text or page are dropped. */
export function readRecentComments(body: unknown, count: number): RecentComment[] {
  const list = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data
  if (!Array.isArray(list)) return []
  return list
    .map((entry: Record<string, unknown>) => ({
      id: text(entry.objectId) || text(entry.id),
      author: text(entry.nick),
      text: plainText(text(entry.comment)),
      path: text(entry.url),
    }))
    .filter((c) => c.text !== '' && c.path.startsWith('/'))
    .map((c, i) => ({ ...c, id: c.id || `${i}` }))
    .slice(0, count)
}
