import { describe, expect, it } from 'vitest'
import { readArticleBody, trimBody } from '@/lib/notion/body'
import { equationKey } from '@/lib/notion/body-extras'
import { getBlock, normaliseRecordMap } from '@/lib/notion/records'
import { compactId } from '@/lib/notion/builder'
import { smallBlog } from '../fixtures/small-blog'
import { DRAFT_TITLE, S3_FILE, tourBlog } from './body-fixture'

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

describe('body preparation on the server', () => {
  const fx = tourBlog()
  const body = trimBody(fx.page(), fx.ids.tour, fx.visible)
  const extras = body.folio!

  it('typesets block and inline equations with KaTeX, so the browser needs no KaTeX', () => {
    expect(extras.equations[equationKey('E = mc^2', false)]).toContain('katex-display')
    expect(extras.equations[equationKey('a^2+b^2=c^2', true)]).toMatch(/^<span class="katex">/)
    expect(Object.keys(extras.equations)).toHaveLength(2)
  })

  it('highlights code blocks with Prism, and sends the theme rules with them', () => {
    const codeId = Object.keys(extras.code)[0]!
    expect(getBlock(body, codeId)?.type).toBe('code')
    expect(extras.code[codeId]).toContain('<span class="token keyword">const</span>')
    expect(extras.codeCss).toContain('html:not(.dark) .folio-code pre[class*="language-"]')
    expect(extras.codeCss).toContain('html.dark .folio-code')
    // A body without code carries no theme.
    const plain = trimBody(tourBlog().page(), fx.ids.target, fx.visible)
    expect(plain.folio?.codeCss).toBeUndefined()
  })

  it('links only to visible site pages, at their real URL', () => {
    expect(extras.pages).toEqual({ [compactId(fx.ids.target)]: '/article/target' })
    // Pages known by title only (no URL yet) link through /<id>, which redirects.
    const titlesOnly = trimBody(fx.page(), fx.ids.tour, new Map([[compactId(fx.ids.target), 'Target post']]))
    expect(titlesOnly.folio?.pages).toEqual({ [compactId(fx.ids.target)]: `/${compactId(fx.ids.target)}` })
  })

  it('rewrites text links to Notion page URLs into page links, keeping the hash', () => {
    const text = JSON.stringify(body.block)
    expect(text).toContain(`["a","/${compactId(fx.ids.target)}#x"]`)
    expect(text).not.toContain('https://www.notion.so/Target-post')
  })

  it('keeps the title of visible linked pages only: a draft’s title never reaches the page', () => {
    expect(getBlock(body, fx.ids.target)?.properties).toEqual({ title: [['Target post']] })
    expect(getBlock(body, fx.ids.draft)).toBeUndefined()
    expect(JSON.stringify(body)).not.toContain(DRAFT_TITLE)
    // Without a list of visible pages nothing is linked or titled.
    const unknown = trimBody(fx.page(), fx.ids.tour)
    expect(unknown.folio?.pages).toEqual({})
    expect(getBlock(unknown, fx.ids.target)).toBeUndefined()
  })

  it('gives visible pages missing from the record map a titled placeholder', () => {
    const titles = new Map([[compactId(fx.ids.target), { title: 'Renamed target', href: '/article/target' }]])
    const map = fx.page()
    delete map.block[fx.ids.target]
    expect(getBlock(trimBody(map, fx.ids.tour, titles), fx.ids.target)?.properties).toEqual({ title: [['Renamed target']] })
  })

  it("draws a placeholder's icon before its title, as Notion does in mentions (the site knows it when the record map does not)", () => {
    const titles = new Map([[compactId(fx.ids.target), { title: 'Target', href: '/article/target', icon: '🧭' }]])
    const map = fx.page()
    delete map.block[fx.ids.target]
    expect(getBlock(trimBody(map, fx.ids.tour, titles), fx.ids.target)?.format).toEqual({ page_icon: '🧭' })
  })

  it("carries no signed file URLs (they expire) nor Notion's file addresses: files are links of Folio's file route", () => {
    const raw = fx.page()
    expect(JSON.stringify(raw.signed_urls)).toContain('X-Amz-Signature')
    expect(body.signed_urls).toEqual({})
    expect(JSON.stringify(body)).not.toContain('X-Amz')
    expect(JSON.stringify(body.block)).not.toContain(S3_FILE)
    expect(JSON.stringify(body.block)).toMatch(/\/api\/file\/block\/[0-9a-f]{32}\/source\/[0-9a-f]{10}\/notes\.pdf/)
  })

  it('keeps the inline database rows it shows', () => {
    const titles = Object.keys(body.block).map((id) => String((getBlock(body, id)?.properties as { title?: unknown } | undefined)?.title ?? ''))
    expect(titles).toContain('A row')
  })
})
