// @vitest-environment node
// The body as the server renders it (react-dom/server, no window: react-notion-x takes its
// server paths): every database shape draws its rows, a broken block becomes the note, and the
// rest of the page is there. Pre-rendering must never throw, or `next build` fails.
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NotionBody } from '@/components/notion/NotionBody'
import { preloadNotionBody } from '@/components/notion/preload'
import { SiteProvider } from '@/components/site/SiteContext'
import type { BodyRecordMap } from '@/lib/notion/body'
import { brokenBlock, NotionWorkspace, paragraph } from '@/lib/notion/builder'
import { trimBody } from '@/lib/notion/body'
import { normaliseRecordMap } from '@/lib/notion/records'
import { I18nProvider } from '@/lib/i18n/react'
import { fixtureContext } from '../fixtures/site-context'
import {
  caseName,
  DRIVE_THUMB,
  ICON,
  oddBlocksBody,
  ROW_TITLES,
  SHAPE_CASES,
  shapeBody,
  unansweredShelfBody,
} from './database-shapes-fixture'

vi.mock('next/router', () => ({
  useRouter: () => ({
    asPath: '/',
    events: { on() {}, off() {} },
    prefetch: async () => undefined,
  }),
}))

const HOST = 'https://notion.example'
const NOTE = 'This block could not be shown.'

/** Fails like the server would: renderToString throws where a page would answer 500. */
async function serverHtml(recordMap: BodyRecordMap): Promise<string> {
  await preloadNotionBody()
  return renderToString(
    <SiteProvider value={fixtureContext({ notionHost: HOST })}>
      <I18nProvider locale="en-US">
        <NotionBody recordMap={recordMap} />
      </I18nProvider>
    </SiteProvider>,
  )
}

afterEach(() => vi.restoreAllMocks())

describe('the body on the server', () => {
  it.each(SHAPE_CASES.map((c) => [caseName(c), c] as const))(
    '%s: draws every row',
    async (_name, c) => {
      const errors = vi.spyOn(console, 'error')
      const html = await serverHtml(shapeBody(c).recordMap)
      for (const title of ROW_TITLES) expect(html).toContain(title)
      expect(html).toContain('After the shelf.')
      expect(html).not.toContain('could not be shown')
      expect(errors).not.toHaveBeenCalled()
    },
  )

  it('says so where a database has no view whose rows can be shown', async () => {
    const html = await serverHtml(unansweredShelfBody().recordMap)
    expect(html).toContain('The rows of this database could not be shown.')
    expect(html).toContain('After the shelf.')
    expect(html).not.toContain('notion-table')
  })

  it('shows a broken block as the note, the rest of the page around it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const html = await serverHtml(oddBlocksBody().recordMap)
    expect(html).toContain('Before the broken block.')
    expect(html).toContain(NOTE)
    expect(html).toContain('After the broken block.')
  })

  it('draws the Drive preview and Files cells through the image component, icons through NOTION_HOST', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const drive = await serverHtml(oddBlocksBody().recordMap)
    expect(drive).toContain('Drive plan')
    expect(drive).toMatch(new RegExp(`<img[^>]*class="folio-image[^"]*"`))
    expect(drive).toContain(DRIVE_THUMB)
    expect(drive).not.toContain('notion-google-drive')
    const table = await serverHtml(
      shapeBody({ type: 'table', grouping: 'none', answer: 'reducer' }).recordMap,
    )
    expect(table).toContain(`${HOST}${ICON}?mode=light`)
    expect(table).not.toContain('www.notion.so')
    expect(table).toMatch(/notion-property-file[^>]*><img[^>]*folio-image/)
  })

  it('needs the data check: React 19 has no error boundaries on the server', async () => {
    // The broken block as Notion sent it, without trimBody's check: react-notion-x throws, the
    // error boundary does not catch on the server, and the whole render (the page, the build) fails.
    const ws = new NotionWorkspace({ seed: 'unchecked', time: Date.UTC(2025, 0, 1) })
    const pageId = ws.addPage({
      seed: 'unchecked/page',
      title: 'Unchecked',
      body: [paragraph('Fine.'), brokenBlock()],
    })
    const unchecked = normaliseRecordMap(ws.getPage(pageId)) as BodyRecordMap
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(serverHtml(unchecked)).rejects.toThrow()
    // Checked, the same page renders, with the note where the block was.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const html = await serverHtml(trimBody(unchecked, pageId))
    expect(html).toContain('Fine.')
    expect(html).toContain(NOTE)
  })
})
