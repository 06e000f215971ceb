// A post's body lines, read through the page cache (lib/data/page-cache) and remembered per
// post version, so previews and the search index never read an unchanged body twice.
// Never reads a locked post: its content must not leave the server in any form.
import { getPageVersion } from '@/lib/data/page-cache'
import { getPageSource } from '@/lib/data/site-data'
import type { PageSource } from '@/lib/notion/source'
import type { PostSummary } from '@/lib/site/types'
import { bodyLines, type BodyLine } from './body-lines'

interface Remembered {
  version: string
  lines: Promise<BodyLine[]>
}

// Keyed by source: a new source (other workspace, tests resetting the data layer) starts afresh.
const memo = new WeakMap<PageSource, Map<string, Remembered>>()

export function canReadBody(post: PostSummary): boolean {
  return !post.locked && !post.external
}

export function postBodyLines(post: PostSummary, lang?: string): Promise<BodyLine[]> {
  if (!canReadBody(post)) return Promise.resolve([])
  const source = getPageSource(lang)
  let byPost = memo.get(source)
  if (!byPost) memo.set(source, (byPost = new Map()))
  const known = byPost.get(post.id)
  if (known?.version === post.lastEditedDate) return known.lines
  // lastEditedDate is the row's last_edited_time to the millisecond: the page cache's key too.
  const lines = getPageVersion(source, post.id, Date.parse(post.lastEditedDate)).then((page) =>
    bodyLines(page, post.id),
  )
  const entry = { version: post.lastEditedDate, lines }
  byPost.set(post.id, entry)
  // A failed read is not remembered: the next caller tries again.
  lines.catch(() => byPost.get(post.id) === entry && byPost.delete(post.id))
  return lines
}
