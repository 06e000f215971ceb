// One post as a feed item. Only the summary the owner wrote for lists is published: never
// the body, so a locked post gives away nothing its list card does not already show.
import type { Category, Item } from 'feed'
import type { PostSummary } from '@/lib/site/types'
import { absoluteUrl, homeUrl } from './base-url'
import type { FeedFormat } from './formats'
import { changedAt } from './post-dates'
import { escapeXml, xmlSafe } from './xml'

/** A Notion page id as a URN: stable when the slug (and so the link) changes. */
function itemId(post: PostSummary, link: string): string {
  const hex = post.id.replace(/-/g, '').toLowerCase()
  if (!/^[0-9a-f]{32}$/.test(hex)) return link
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function categoriesOf(post: PostSummary, format: FeedFormat): Category[] {
  const names = [...new Set([...post.categories, ...post.tags].map(xmlSafe).filter(Boolean))]
  // The feed package writes Atom categories as attributes and escapes only `&` and `"` there;
  // a `<` would break the document, and an entity for it would be escaped into text.
  const shown = format === 'atom' ? names.map((n) => n.replace(/</g, '\uFF1C')) : names
  return shown.map((name) => ({ name, term: name }))
}

export interface ItemContext {
  base: string
  author: string
  format: FeedFormat
}

export function toFeedItem(post: PostSummary, { base, author, format }: ItemContext): Item | null {
  const link = absoluteUrl(base, post.href)
  if (!link) return null
  // RSS titles and Atom titles (type="html") are read as HTML, JSON Feed titles as plain text;
  // descriptions are HTML everywhere. Escaping also keeps `]]>` out of the CDATA sections.
  const title = format === 'json' ? xmlSafe(post.title) : escapeXml(post.title)
  return {
    title,
    id: itemId(post, link),
    link,
    date: new Date(changedAt(post)),
    published: new Date(post.publishDate),
    description: escapeXml(post.summary),
    category: categoriesOf(post, format),
    author: author ? [{ name: author, link: homeUrl(base) }] : undefined,
  }
}
