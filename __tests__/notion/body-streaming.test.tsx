// @vitest-environment node
// Pages are pre-rendered with React's streaming renderer, which draws <Suspense> fallbacks even
// for boundaries that never fail and may send content hidden behind a swap script. The body must
// come out whole: the demo's block tour and its content-fidelity post, rows and text inline,
// no pending boundary, and the note only where the broken block is.
import { readFileSync } from 'node:fs'
import { renderToReadableStream } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { drawableBody, drawInPage } from '@/components/notion/draw-check'
import { NotionBody } from '@/components/notion/NotionBody'
import { preloadNotionBody } from '@/components/notion/preload'
import { SiteProvider } from '@/components/site/SiteContext'
import { demoPageId } from '@/demo/content/types'
import { trimBody } from '@/lib/notion/body'
import { compactId, normaliseRecordMap } from '@/lib/notion/records'
import { I18nProvider } from '@/lib/i18n/react'
import { fixtureContext } from '../fixtures/site-context'

vi.mock('next/router', () => ({
  useRouter: () => ({
    asPath: '/',
    events: { on() {}, off() {} },
    prefetch: async () => undefined,
  }),
}))

async function streamedBody(key: string): Promise<string> {
  const id = compactId(demoPageId(key))
  const page = normaliseRecordMap(JSON.parse(readFileSync(`demo/workspace/${id}.json`, 'utf8')))
  await preloadNotionBody()
  // As the route hands it over: blocks that throw while drawing already stand in as the note.
  const body = drawableBody(trimBody(page, id), drawInPage(fixtureContext()), key)
  if (!body) throw new Error(`the ${key} body could not be drawn at all`)
  const stream = await renderToReadableStream(
    <SiteProvider value={fixtureContext()}>
      <I18nProvider locale="en-US">
        <NotionBody recordMap={body} />
      </I18nProvider>
    </SiteProvider>,
  )
  await stream.allReady
  return new Response(stream).text()
}

const notes = (html: string) => html.match(/could not be shown/g)?.length ?? 0

describe('a streamed body', () => {
  it('holds the whole block tour inline, with no note', async () => {
    const html = await streamedBody('block-tour')
    expect(html).not.toContain('<!--$?-->')
    expect(notes(html)).toBe(0)
    expect(html).toContain('A Pattern Language')
  })

  it('holds the content-fidelity post inline, with one note for each of its broken blocks', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const html = await streamedBody('content-fidelity')
    expect(html).not.toContain('<!--$?-->')
    expect(notes(html)).toBe(2)
    for (const word of ['amber', 'birch', 'cedar', 'dune', 'ember', 'fjord', 'garnet']) {
      expect(html).toContain(`${word} row without stage`)
    }
    expect(html).toContain('The page goes on after the broken block.')
    expect(html).toContain('The page goes on after the table.')
    vi.restoreAllMocks()
  })
})
