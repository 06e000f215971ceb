// What is sent for a summary: the title, the table of contents, and the body cut at a word
// limit. Words are counted like the article's word count: each CJK character is one word,
// every other run of non-space characters is one.
import type { TocEntry } from '@/lib/site/types'

const WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu

/** The text up to and including its `limit`-th word. */
export function truncateWords(text: string, limit: number): string {
  let words = 0
  for (const match of text.matchAll(WORD)) {
    words += 1
    if (words === limit) return text.slice(0, match.index + match[0].length)
  }
  return text
}

export interface SummarySource {
  title: string
  toc: readonly Pick<TocEntry, 'text' | 'indentLevel'>[]
}

export function summaryInput(post: SummarySource, body: string, wordLimit: number): string {
  const toc = post.toc.map((e) => `${'  '.repeat(e.indentLevel)}- ${e.text}`).join('\n')
  return [post.title, toc, truncateWords(body.trim(), wordLimit)].filter(Boolean).join('\n\n')
}
