// The article body handed to the renderer: only the blocks the page shows, with the row's
// properties (password included) stripped, plus what is computed from the text.
import type { Block, ExtendedRecordMap } from 'notion-types'
import type { TocEntry } from '@/lib/site/types'
import { mentionedPageIds } from './properties'
import { dashedId, getBlock } from './records'
import { tableOfContents } from './toc'
import { walkPageBlocks } from './walk'
import { wordStats } from './word-count'

/** The renderer's input. Opaque outside lib/notion and the body renderer component. */
export type BodyRecordMap = ExtendedRecordMap

export interface ArticleBody {
  recordMap: BodyRecordMap
  toc: TocEntry[]
  wordCount: number
  readTime: number
}

function inlineDatabaseRowIds(recordMap: ExtendedRecordMap, block: Block): string[] {
  if (block.type !== 'collection_view') return []
  const views = Object.values(recordMap.collection_query)
  const ids: string[] = []
  for (const byView of views) {
    for (const result of Object.values(byView ?? {})) {
      for (const group of Object.values(result as unknown as Record<string, unknown>)) {
        const list = (group as { blockIds?: unknown } | null)?.blockIds
        if (Array.isArray(list)) ids.push(...list.filter((x): x is string => typeof x === 'string'))
      }
    }
  }
  return ids
}

/** Titles of the workspace's visible pages by 32-hex id, for links to pages not in a record map. */
export type PageTitles = ReadonlyMap<string, string>

function placeholderPage(id: string, title: string, near: Block | undefined): Block {
  // Just enough of a page block for the renderer to show a titled link.
  return {
    id,
    type: 'page',
    properties: { title: [[title]] },
    parent_id: near?.parent_id ?? '',
    parent_table: 'block',
    alive: true,
    version: 1,
    created_time: 0,
    last_edited_time: 0,
    space_id: near?.space_id,
  } as Block
}

/**
 * Keeps the page block (title and format only) and every block it shows. Pages it mentions
 * keep only their title; mentions of visible pages missing from the map get a placeholder, and
 * mentions of anything else (drafts, other workspaces) stay unresolved.
 */
export function trimBody(recordMap: ExtendedRecordMap, pageId: string, titles?: PageTitles): BodyRecordMap {
  const pageKey = dashedId(pageId)
  const page = getBlock(recordMap, pageKey)
  const keep = new Set<string>([pageKey])
  walkPageBlocks(recordMap, pageId, (block) => {
    keep.add(block.id)
    for (const id of inlineDatabaseRowIds(recordMap, block)) keep.add(id)
  })
  const block: ExtendedRecordMap['block'] = {}
  for (const id of keep) {
    const box = recordMap.block[id]
    if (box) block[id] = box
  }
  // Page mentions and links show the other page's title: keep that block, title only.
  const linked = new Set<string>()
  for (const id of keep) {
    const b = getBlock(recordMap, id)
    for (const value of Object.values((b?.properties ?? {}) as Record<string, unknown>)) {
      for (const mentioned of mentionedPageIds(value)) linked.add(mentioned)
    }
    if (b?.type === 'alias') {
      const target = (b.format as { alias_pointer?: { id?: string } } | undefined)?.alias_pointer?.id
      if (target) linked.add(target)
    }
  }
  for (const id of [pageKey, ...linked]) {
    const other = getBlock(recordMap, id)
    const known = titles?.get(id.replace(/-/g, ''))
    if (!other) {
      if (known !== undefined) block[id] = { role: 'reader', value: placeholderPage(id, known, page) }
      continue
    }
    const title = (other.properties as { title?: unknown } | undefined)?.title
    block[id] = { role: 'reader', value: { ...other, properties: title ? { title } : {} } as Block }
  }
  const signed: Record<string, string> = {}
  for (const [key, url] of Object.entries(recordMap.signed_urls)) {
    if (keep.has(key) || !/^[0-9a-f-]{36}$/.test(key)) signed[key] = url
  }
  return { ...recordMap, block, signed_urls: signed }
}

export function readArticleBody(recordMap: ExtendedRecordMap, pageId: string, titles?: PageTitles): ArticleBody {
  const trimmed = trimBody(recordMap, pageId, titles)
  return { recordMap: trimmed, toc: tableOfContents(trimmed, pageId), ...wordStats(trimmed, pageId) }
}
