// The article body handed to the renderer: only the blocks the page shows, with the row's
// properties (password included) stripped, plus what is computed from the text.
import type { Block, ExtendedRecordMap } from 'notion-types'
import type { TocEntry } from '@/lib/site/types'
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

/** Keeps the page block (title and format only) and every block it shows. */
export function trimBody(recordMap: ExtendedRecordMap, pageId: string): BodyRecordMap {
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
  if (page) {
    const title = (page.properties as { title?: unknown } | undefined)?.title
    block[pageKey] = {
      role: 'reader',
      value: { ...page, properties: title ? { title } : {} } as Block,
    }
  }
  const signed: Record<string, string> = {}
  for (const [key, url] of Object.entries(recordMap.signed_urls)) {
    if (keep.has(key) || !/^[0-9a-f-]{36}$/.test(key)) signed[key] = url
  }
  return { ...recordMap, block, signed_urls: signed }
}

export function readArticleBody(recordMap: ExtendedRecordMap, pageId: string): ArticleBody {
  const trimmed = trimBody(recordMap, pageId)
  return { recordMap: trimmed, toc: tableOfContents(trimmed, pageId), ...wordStats(trimmed, pageId) }
}
