// Pages visitors cannot see (a draft, a sub-page of the post) leave no trace in a prepared body
// and no gap in its sentences: a mention reads "Private page", a link to one is plain text,
// link-to-page and sub-page blocks are gone, and the renderer has nothing to complain about.
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NotionBody } from '@/components/notion/NotionBody'
import { preloadNotionBody } from '@/components/notion/preload'
import { SiteProvider } from '@/components/site/SiteContext'
import { trimBody, type BodyRecordMap } from '@/lib/notion/body'
import { compactId, paragraph, pageMention, type BlockSpec } from '@/lib/notion/builder'
import { getBlock } from '@/lib/notion/records'
import { I18nProvider } from '@/lib/i18n/react'
import type { Locale } from '@/lib/i18n'
import { fixtureContext } from '../fixtures/site-context'
import { DRAFT_TITLE, tourBlog } from './body-fixture'

const SUB_PAGE_ID = '5b0f3c1e-7a2d-4e8f-9c6b-1d2e3f4a5b6c'
const SUB_PAGE: BlockSpec = {
  type: 'page',
  id: SUB_PAGE_ID,
  properties: { title: [['Sub-page notes']] },
  children: [paragraph('words inside the sub-page')],
}

function fixture() {
  const fx = tourBlog([SUB_PAGE])
  return { fx, body: trimBody(fx.page(), fx.ids.tour, fx.visible) }
}

async function serverHtml(recordMap: BodyRecordMap, locale: Locale = 'en-US') {
  await preloadNotionBody()
  const html = renderToString(
    <SiteProvider value={fixtureContext({}, { locale })}>
      <I18nProvider locale={locale}>
        <NotionBody recordMap={recordMap} />
      </I18nProvider>
    </SiteProvider>,
  )
  const root = document.createElement('div')
  root.innerHTML = html
  return root
}

/** The console calls made while `run` runs (react-notion-x reports missing blocks there). */
async function consoleDuring(run: () => Promise<unknown>): Promise<unknown[][]> {
  const calls: unknown[][] = []
  for (const level of ['log', 'warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((...args) => void calls.push([level, ...args]))
  }
  await run()
  vi.restoreAllMocks()
  return calls
}

afterEach(() => vi.restoreAllMocks())

const blocksOf = (map: BodyRecordMap) => Object.keys(map.block).map((id) => getBlock(map, id)!)

describe('a prepared body and the pages visitors cannot see', () => {
  it('carries neither the id nor the title of a hidden page', () => {
    const { fx, body } = fixture()
    const text = JSON.stringify(body)
    for (const id of [fx.ids.draft, SUB_PAGE_ID]) {
      expect(text).not.toContain(id)
      expect(text).not.toContain(compactId(id))
    }
    expect(text).not.toContain(DRAFT_TITLE)
    expect(text).not.toContain('words inside the sub-page')
    // The visible page is still there to link to.
    expect(text).toContain(compactId(fx.ids.target))
  })

  it('keeps the mention as a private-page placeholder, and a link to the page as plain text', () => {
    const { body } = fixture()
    const texts = blocksOf(body).map((block) => JSON.stringify(block.properties?.title ?? null))
    expect(texts).toContainEqual(expect.stringContaining('["",[["a","folio:private-page"]]],["."]'))
    expect(texts).toContainEqual(expect.stringContaining('["draft by URL"]'))
  })

  it('drops link-to-page blocks to hidden pages and sub-page blocks from the lists of children', () => {
    const { fx, body } = fixture()
    const aliases = blocksOf(body).filter((block) => block.type === 'alias')
    expect(aliases).toHaveLength(1)
    const page = getBlock(body, fx.ids.tour)
    for (const child of page?.content ?? []) expect(body.block[child], child).toBeDefined()
    expect(page?.content).not.toContain(SUB_PAGE_ID)
  })

  it('still shows the titles of what the body shows anyway (inline-database rows), unlinked', () => {
    const fx = tourBlog()
    const map = fx.page()
    const row = blocksOf(map).find((block) => block.properties?.title?.[0]?.[0] === 'A row')!
    const mentioning = trimBody(
      tourBlog([paragraph(['See ', pageMention(row.id), '.'])]).page(),
      fx.ids.tour,
      fx.visible,
    )
    const see = blocksOf(mentioning).find((block) => block.properties?.title?.[0]?.[0] === 'See ')
    expect(see?.properties?.title).toEqual([['See '], ['‣', [['p', row.id]]], ['.']])
  })
})

describe('the rendered body', () => {
  it('reads the sentence without a gap, and logs nothing', async () => {
    const { body } = fixture()
    let root: HTMLElement | undefined
    const calls = await consoleDuring(async () => {
      root = await serverHtml(body)
    })
    expect(calls).toEqual([])
    const sentence = [...root!.querySelectorAll('.notion-text')].find((p) => p.textContent?.startsWith('Target post'))
    expect(sentence?.textContent).toBe('Target post and Private page.')
    const placeholder = sentence?.querySelector('.folio-private-page')
    expect(placeholder?.closest('a')).toBeNull()
    expect(root!.textContent).not.toContain(DRAFT_TITLE)
    expect(root!.textContent).not.toContain('Sub-page notes')
    // One link-to-page block is left: the visible one.
    expect([...root!.querySelectorAll('a.notion-page-link')].map((a) => a.getAttribute('href'))).toEqual(['/article/target'])
  })

  it('says "private page" in the reader’s language', async () => {
    const root = await serverHtml(fixture().body, 'fr-FR')
    expect(root.querySelector('.folio-private-page')?.textContent).toBe('Page privée')
  })
})
