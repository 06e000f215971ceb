// @vitest-environment node
// The body as the server renders it (react-dom/server, no window: react-notion-x takes its
// server paths): every database shape draws its rows, a broken block and a block that throws
// while drawing become the note, and the rest of the page is there. Pre-rendering must never
// throw, or `next build` fails.
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NotionBody } from '@/components/notion/NotionBody'
import { preloadNotionBody } from '@/components/notion/preload'
import { SiteProvider } from '@/components/site/SiteContext'
import type { BodyRecordMap } from '@/lib/notion/body'
import { codeBlock, paragraph } from '@/lib/notion/builder'
import { I18nProvider } from '@/lib/i18n/react'
import { fixtureContext } from '../fixtures/site-context'
import {
  bodyOf,
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

afterEach(() => {
  vi.restoreAllMocks()
  vi.doUnmock('@/components/notion/code/CodeBlock')
})

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

  it('replaces a block that throws while drawing by the note, logging page, block and type', async () => {
    vi.resetModules()
    vi.doMock('@/components/notion/code/CodeBlock', () => ({
      default: () => {
        throw new Error('drawing failed')
      },
    }))
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { recordMap, pageId } = bodyOf(
      [paragraph('Above the code.'), codeBlock('x', 'TypeScript'), paragraph('Below the code.')],
      'throws',
    )
    const { NotionBody: FreshBody } = await import('@/components/notion/NotionBody')
    const { preloadNotionBody: freshPreload } = await import('@/components/notion/preload')
    const { SiteProvider: FreshSite } = await import('@/components/site/SiteContext')
    const { I18nProvider: FreshI18n } = await import('@/lib/i18n/react')
    await freshPreload()
    const html = renderToString(
      <FreshSite value={fixtureContext({ notionHost: HOST })}>
        <FreshI18n locale="en-US">
          <FreshBody recordMap={recordMap} />
        </FreshI18n>
      </FreshSite>,
    )
    expect(html).toContain('Above the code.')
    expect(html).toContain(NOTE)
    expect(html).toContain('Below the code.')
    const logged = errors.mock.calls.map((call) => String(call[0])).join('\n')
    expect(logged).toContain(`page ${pageId}`)
    expect(logged).toMatch(/block [0-9a-f-]{36} \(code\)/)
  })
})
