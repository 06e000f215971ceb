import { describe, expect, it } from 'vitest'
import { readArticleBody } from '@/lib/notion/body'
import { getBlock, normaliseRecordMap } from '@/lib/notion/records'
import { compactId } from '@/lib/notion/builder'
import { smallBlog } from '../fixtures/small-blog'

function article(key: keyof ReturnType<typeof smallBlog>['ids']) {
  const fx = smallBlog()
  const id = fx.ids[key]
  return readArticleBody(normaliseRecordMap(fx.ws.getPage(id)), compactId(id))
}

describe('article bodies', () => {
  it('builds a TOC whose levels never jump, through toggles and synced blocks', () => {
    const { toc } = article('first')
    expect(toc.map((e) => [e.text, e.indentLevel])).toEqual([
      ['Sub first', 0],
      ['Top', 0],
      ['Deep jump', 1],
      ['Inside toggle', 1],
      ['Synced heading', 2],
    ])
    expect(toc[0]?.id).toMatch(/^[0-9a-f]{32}$/)
  })

  it('follows a synced-block reference whose content lives in another page', () => {
    const { toc, wordCount } = article('about')
    expect(toc.map((e) => e.text)).toEqual(['Synced heading'])
    expect(wordCount).toBe(2 + 2 + 2) // about me, Synced heading, shared words
  })

  it('counts words from text, table cells, equations and captions (CJK per character)', () => {
    const { wordCount, readTime } = article('first')
    const headings = 2 + 1 + 2 + 2 + 2 // Sub first, Top, Deep jump, Inside toggle, Synced heading
    const text = 1 + 2 + 4 // "More", "shared words", "Hello world 你好" (2 + 2 CJK)
    const cells = 4 // "cell one", "cell two"
    const equation = 3 // "E", "=", "mc^2"
    const caption = 2
    expect(wordCount).toBe(headings + text + cells + equation + caption)
    expect(readTime).toBe(1)
  })

  it('strips every row property but the title from the page block (passwords included)', () => {
    const { recordMap } = article('locked')
    const text = JSON.stringify(recordMap.block)
    expect(text).toContain('secret body words')
    const fx = smallBlog()
    const page = getBlock(recordMap, fx.ids.locked)
    expect(Object.keys(page?.properties ?? {})).toEqual(['title'])
    expect(text).not.toContain('"pw"')
  })
})
