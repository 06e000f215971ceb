// Word count and read time from a page's text. CJK characters count one each; every run of
// other non-space characters counts one.
import type { Block, ExtendedRecordMap } from 'notion-types'
import { plainText } from './properties'
import { walkPageBlocks } from './walk'

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const CJK_GLOBAL = new RegExp(CJK.source, 'gu')

export function countWords(text: string): number {
  const cjk = text.match(CJK_GLOBAL)?.length ?? 0
  const rest = text.replace(CJK_GLOBAL, ' ').split(/\s+/).filter(Boolean).length
  return cjk + rest
}

export const WORDS_PER_MINUTE = 400

export function readTimeMinutes(words: number): number {
  return Math.floor(words / WORDS_PER_MINUTE) + 1
}

/** Every piece of text a reader sees in a block: title, caption, table cells, equations. */
function blockText(block: Block): string {
  const props = (block.properties ?? {}) as Record<string, unknown>
  if (block.type === 'table_row') return Object.values(props).map(plainText).join(' ')
  // Code is read differently, but a reader still reads it; the title holds it like text.
  return [props.title, props.caption].map(plainText).join(' ')
}

export function pageText(recordMap: ExtendedRecordMap, pageId: string): string {
  const parts: string[] = []
  walkPageBlocks(recordMap, pageId, (block) => parts.push(blockText(block)))
  return parts.join('\n')
}

export function wordStats(recordMap: ExtendedRecordMap, pageId: string) {
  const wordCount = countWords(pageText(recordMap, pageId))
  return { wordCount, readTime: readTimeMinutes(wordCount) }
}
