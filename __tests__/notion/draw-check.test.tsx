// @vitest-environment node
// Data that passes the shape checks can still make react-notion-x throw while drawing, and on
// the server React 19 has no error boundary: such a block must stand in as the note before the
// page renders (lib/routes/drawable-bodies.ts), so one post never answers 500 or fails a build.
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { drawableBody, drawInPage } from '@/components/notion/draw-check'
import { NotionBody } from '@/components/notion/NotionBody'
import { preloadNotionBody } from '@/components/notion/preload'
import { SiteProvider } from '@/components/site/SiteContext'
import { I18nProvider } from '@/lib/i18n/react'
import type { BodyRecordMap } from '@/lib/notion/body'
import { paragraph, toggle, undrawableTable } from '@/lib/notion/builder'
import { fixtureContext } from '../fixtures/site-context'
import { bodyOf } from './database-shapes-fixture'

vi.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/', events: { on() {}, off() {} }, prefetch: async () => undefined }),
}))

const NOTE = 'This block could not be shown.'
const TABLE = '0d0d0d0d-0000-4000-8000-00000000dd01'
const context = fixtureContext()
const draw = drawInPage(context)

function html(recordMap: BodyRecordMap): string {
  return renderToString(
    <SiteProvider value={context}>
      <I18nProvider locale="en-US">
        <NotionBody recordMap={recordMap} />
      </I18nProvider>
    </SiteProvider>,
  )
}

beforeAll(preloadNotionBody)
afterEach(() => vi.restoreAllMocks())

describe('a block whose drawing throws on the server', () => {
  const body = () =>
    bodyOf(
      [
        paragraph('Before the table.'),
        toggle('A toggle around it', [paragraph('Inside, before.'), undrawableTable({ id: TABLE }), paragraph('Inside, after.')]),
        paragraph('After the table.'),
      ],
      'undrawable',
    ).recordMap

  it('fails the whole render as it is (what a page would answer 500 for)', () => {
    expect(() => html(body())).toThrow()
  })

  it('stands in as the note; every other block, nested ones too, is drawn', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const mended = drawableBody(body(), draw, 'page undrawable')
    expect(mended).not.toBeNull()
    const out = html(mended!)
    for (const text of ['Before the table.', 'A toggle around it', 'Inside, before.', 'Inside, after.', 'After the table.']) {
      expect(out).toContain(text)
    }
    expect(out).toContain(NOTE)
    expect(out).not.toContain('A row that cannot be drawn')
    // The table goes whole: a note inside <tbody> would not hydrate. Its rows leave the page data.
    expect(out).not.toContain('notion-simple-table')
    expect(JSON.stringify(mended)).not.toContain('A row that cannot be drawn')
    expect(warn).toHaveBeenCalledWith(`[body] page undrawable: block ${TABLE} (table) could not be drawn, shown as a note: order.map is not a function`)
  })

  it('leaves a body that draws untouched (the same object, nothing logged)', () => {
    const warn = vi.spyOn(console, 'warn')
    const fine = bodyOf([paragraph('Fine.'), toggle('Open', [paragraph('Inside.')])], 'fine').recordMap
    expect(drawableBody(fine, draw, 'page fine')).toBe(fine)
    expect(warn).not.toHaveBeenCalled()
  })

  it('leaves the body out, with an error in the log, when even the page alone cannot be drawn', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const alwaysThrows = () => new Error('no renderer')
    expect(drawableBody(body(), alwaysThrows, 'page hopeless')).toBeNull()
    expect(error).toHaveBeenCalledWith(expect.stringContaining('page hopeless: the body could not be drawn'))
  })
})
