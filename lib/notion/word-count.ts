// Word count and read time from a page's text. CJK characters count one each; every run of
// other non-space characters counts one.
import type { ExtendedRecordMap } from 'notion-types'
import { pageBlockTexts } from './page-text'

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

export function pageText(recordMap: ExtendedRecordMap, pageId: string): string {
  return pageBlockTexts(recordMap, pageId)
    .map((b) => b.text)
    .join('\n')
}

export function wordStats(recordMap: ExtendedRecordMap, pageId: string) {
  const wordCount = countWords(pageText(recordMap, pageId))
  return { wordCount, readTime: readTimeMinutes(wordCount) }
}
