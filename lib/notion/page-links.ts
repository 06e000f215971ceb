// Links from a body to other pages of the workspace: page mentions, "link to page" blocks and
// text links to Notion page URLs. Only the site's visible pages become links (to their real
// URL). Pages the body shows anyway (inline-database rows) keep their title, unlinked. Any
// other page (drafts, sub-pages, other workspaces) leaves no trace in the body: its mention
// becomes a "private page" placeholder and a text link to it plain text (see hidden-pages.ts
// for the blocks).
import type { Block } from 'notion-types'
import { compactPageId, PRIVATE_PAGE_HREF } from './body-extras'

const ID = /([0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i
const NOTION_PAGE_HOST = /(^|\.)notion\.(so|site|com)$/

/**
 * The page a text link points at, when it is a link to a Notion page: `/<id>` (how Notion
 * stores links to its own pages), or a notion.so / notion.site URL ending in the id.
 */
export function linkedPageOf(href: string): { id: string; hash: string } | undefined {
  const [target = '', hash = ''] = href.split('#', 2)
  let path: string
  if (target.startsWith('/')) path = target
  else {
    try {
      const url = new URL(target)
      if (!NOTION_PAGE_HOST.test(url.hostname)) return undefined
      path = url.pathname
    } catch {
      return undefined
    }
  }
  const last = path.split('?')[0]?.split('/').filter(Boolean).at(-1) ?? ''
  const match = new RegExp(`(?:^|-)${ID.source}$`, 'i').exec(last)
  return match?.[1] ? { id: compactPageId(match[1]), hash: hash ? `#${hash}` : '' } : undefined
}

type Segment = [string, unknown[]?]

/** Page ids a decorated value mentions (`["p", id]`, `["‣", ["p", id]]`) or links to. */
export function pageIdsInText(value: unknown): string[] {
  const ids: string[] = []
  if (!Array.isArray(value)) return ids
  for (const segment of value as Segment[]) {
    const decorations = Array.isArray(segment) && Array.isArray(segment[1]) ? segment[1] : []
    for (const d of decorations) {
      if (!Array.isArray(d)) continue
      if (d[0] === 'p' && typeof d[1] === 'string') ids.push(d[1])
      if (d[0] === '‣' && Array.isArray(d[1]) && d[1][0] === 'p' && typeof d[1][1] === 'string') ids.push(d[1][1])
      if (d[0] === 'a' && typeof d[1] === 'string') {
        const linked = linkedPageOf(d[1])
        if (linked) ids.push(linked.id)
      }
    }
  }
  return ids
}

/** Every page a block mentions or links to, as 32-hex ids. */
export function pageIdsOfBlock(block: Block): string[] {
  const ids = Object.values((block.properties ?? {}) as Record<string, unknown>).flatMap(pageIdsInText)
  if (block.type === 'alias') {
    const target = (block.format as { alias_pointer?: { id?: string } } | undefined)?.alias_pointer?.id
    if (target) ids.push(target)
  }
  return ids.map(compactPageId)
}

/**
 * A copy of a decorated value whose links to Notion page URLs read `/<32-hex id>#hash`, the
 * form the renderer hands to its page-URL mapping; undefined when nothing changed.
 */
export function normalisePageLinks(value: unknown): unknown[] | undefined {
  if (!Array.isArray(value)) return undefined
  let changed = false
  const out = (value as Segment[]).map((segment) => {
    if (!Array.isArray(segment) || !Array.isArray(segment[1])) return segment
    const decorations = segment[1].map((d) => {
      if (!Array.isArray(d) || d[0] !== 'a' || typeof d[1] !== 'string') return d
      const linked = linkedPageOf(d[1])
      const href = linked ? `/${linked.id}${linked.hash}` : d[1]
      if (href === d[1]) return d
      changed = true
      return ['a', href]
    })
    return [segment[0], decorations] as Segment
  })
  return changed ? out : undefined
}

/** The page a mention decoration (`["p", id]` or `["‣", ["p", id]]`) points at. */
function mentionedPage(d: unknown[]): string | undefined {
  if (d[0] === 'p' && typeof d[1] === 'string') return d[1]
  if (d[0] === '‣' && Array.isArray(d[1]) && d[1][0] === 'p' && typeof d[1][1] === 'string') return d[1][1]
  return undefined
}

/**
 * A copy of a decorated value in which no mention or link points at a page `shown` refuses
 * (given 32-hex ids): such a mention becomes the private-page placeholder (an empty run the
 * renderer fills with the localized words, never the page's title), such a link plain text.
 * Undefined when nothing changed.
 */
export function unlinkHiddenPages(value: unknown, shown: (id: string) => boolean): unknown[] | undefined {
  if (!Array.isArray(value)) return undefined
  const pointsAtHidden = (d: unknown) => {
    if (!Array.isArray(d)) return false
    const target = mentionedPage(d) ?? (d[0] === 'a' && typeof d[1] === 'string' ? linkedPageOf(d[1])?.id : undefined)
    return target !== undefined && !shown(compactPageId(target))
  }
  let changed = false
  const out = (value as Segment[]).map((segment): Segment => {
    if (!Array.isArray(segment) || !Array.isArray(segment[1])) return segment
    const decorations = segment[1]
    const hidden = decorations.filter(pointsAtHidden)
    if (hidden.length === 0) return segment
    changed = true
    const kept = decorations.filter((d) => !hidden.includes(d))
    if (hidden.some((d) => mentionedPage(d as unknown[]) !== undefined)) {
      // Formatting (bold, colour) stays; no other link may wrap the placeholder.
      const formats = kept.filter((d) => !(Array.isArray(d) && d[0] === 'a'))
      return ['', [['a', PRIVATE_PAGE_HREF], ...formats]]
    }
    return kept.length > 0 ? [segment[0], kept] : [segment[0]]
  })
  return changed ? out : undefined
}
