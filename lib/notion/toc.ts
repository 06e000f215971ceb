// Table of contents from heading blocks, with levels that never jump by more than one.
import type { ExtendedRecordMap } from 'notion-types'
import type { TocEntry } from '@/lib/site/types'
import { readableText } from './properties'
import { compactId } from './records'
import { walkPageBlocks } from './walk'

const HEADING_LEVEL: Record<string, number> = { header: 0, sub_header: 1, sub_sub_header: 2 }

export function tableOfContents(recordMap: ExtendedRecordMap, pageId: string): TocEntry[] {
  const entries: TocEntry[] = []
  // Raw levels of the headings we are currently nested under.
  const open: number[] = []
  walkPageBlocks(recordMap, pageId, (block) => {
    const level = HEADING_LEVEL[block.type]
    if (level === undefined) return
    const text = readableText((block.properties as { title?: unknown } | undefined)?.title).trim()
    if (!text) return
    while (open.length > 0 && (open.at(-1) ?? 0) >= level) open.pop()
    entries.push({ id: compactId(block.id), text, indentLevel: open.length })
    open.push(level)
  })
  return entries
}
