// Links from a body to other pages of the workspace: page mentions, "link to page" blocks and
// text links to Notion page URLs. Only the site's visible pages become links (to their real
// URL); anything else (drafts, inline-database rows, other workspaces) renders as plain text.
import type { Block } from 'notion-types'
import { compactPageId } from './body-extras'

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
