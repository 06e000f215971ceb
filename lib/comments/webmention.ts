// Webmentions received by webmention.io for one page, read from its public JF2 API and
// reduced to plain data: text only (never the sender's HTML), links only when http(s).

export const WEBMENTION_API = 'https://webmention.io/api/mentions.jf2'

export type MentionKind = 'like' | 'repost' | 'reply' | 'mention'

export interface Mention {
  id: string
  kind: MentionKind
  authorName: string
  /** '' when missing or not an http(s) URL. */
  authorPhoto: string
  authorUrl: string
  /** The mentioning page. */
  url: string
  /** ISO date or ''. */
  published: string
  text: string
}

export function webmentionApiUrl(pageUrl: string): string {
  const params = new URLSearchParams({ target: pageUrl, 'per-page': '100', 'sort-dir': 'up' })
  return `${WEBMENTION_API}?${params.toString()}`
}

const KIND_BY_PROPERTY: Readonly<Record<string, MentionKind>> = {
  'like-of': 'like',
  'repost-of': 'repost',
  'in-reply-to': 'reply',
  'mention-of': 'mention',
  'bookmark-of': 'mention',
}

const MAX_TEXT = 600

type Loose = Record<string, unknown>
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v)
const text = (v: unknown) => (typeof v === 'string' ? v : '')
const httpUrl = (v: unknown) => (typeof v === 'string' && /^https?:\/\//i.test(v) ? v : '')

function toMention(entry: unknown): Mention | null {
  if (!isObject(entry)) return null
  const kind = KIND_BY_PROPERTY[text(entry['wm-property'])]
  const url = httpUrl(entry.url) || httpUrl(entry['wm-source'])
  if (!kind || !url) return null
  const author = isObject(entry.author) ? entry.author : {}
  const content = isObject(entry.content) ? entry.content : {}
  const body = text(content.text).trim()
  return {
    id: String(entry['wm-id'] ?? url),
    kind,
    authorName: text(author.name).trim() || new URL(url).hostname,
    authorPhoto: httpUrl(author.photo),
    authorUrl: httpUrl(author.url) || url,
    url,
    published: text(entry.published) || text(entry['wm-received']),
    text: body.length > MAX_TEXT ? `${body.slice(0, MAX_TEXT)}…` : body,
  }
}

/** The mentions in a JF2 feed; anything malformed is skipped. */
export function parseMentions(feed: unknown): Mention[] {
  if (!isObject(feed) || !Array.isArray(feed.children)) return []
  return feed.children.map(toMention).filter((m): m is Mention => m !== null)
}
