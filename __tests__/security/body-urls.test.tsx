// Every URL a body carries into a page goes through the one filter (isShownUrl): a record map
// with a hostile URL in every URL-bearing field of every kind of block, through the body
// preparation and the components an article uses. No rendered attribute of any block holds a
// scheme other than http, https, mailto, tel or a site path, on the server, in static HTML or
// in the browser; and the page data carries none of those URLs either.
import { cleanup, render } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { serverBodyHtml } from '@/__tests__/fixtures/body-render'
import { blocksWithUrl, DATA_HTML, JS_URL, JS_URL_CASED, SVG_SCRIPT } from '@/__tests__/fixtures/hostile-workspace'
import { withObjectRecord } from '@/__tests__/fixtures/unusual-bodies'
import { fixtureContext } from '@/__tests__/fixtures/site-context'
import { BLANK_IMAGE } from '@/components/notion/BodyImage'
import { staticBodyHtml } from '@/components/notion/static-markup'
import { ShownNotionBody } from '@/components/notion/ShownNotionBody'
import { SiteProvider } from '@/components/site/SiteContext'
import { I18nProvider } from '@/lib/i18n/react'
import { trimBody, type BodyRecordMap, type LinkedPage } from '@/lib/notion/body'
import {
  compactId,
  externalObject,
  image,
  inlineDatabase,
  link,
  linkMention,
  NotionWorkspace,
  objectMention,
  pageLink,
  pageMention,
  paragraph,
  simpleTable,
  toggle,
  type BlockSpec,
} from '@/lib/notion/builder'
import { normaliseRecordMap } from '@/lib/notion/records'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

/** None of these may be found in what the page gets. */
const HOSTILE = [
  JS_URL,
  JS_URL_CASED,
  'java\tscript:window.PWNED=11',
  'vbscript:PWNED',
  DATA_HTML,
  SVG_SCRIPT,
  'data:image/png;base64,PWNED',
  'file:///etc/PWNED',
  'ftp://example.com/PWNED',
  'notion://PWNED',
  'intent://PWNED#Intent;end',
]
const SAFE = 'https://example.com/safe'
const SHOWN_SCHEMES = ['http', 'https', 'mailto', 'tel']

const ws = new NotionWorkspace({ seed: 'body-urls', time: Date.UTC(2025, 0, 1) })
/** A page the body mentions: its own title links, and its icon and cover are hostile. */
const mentioned = ws.addPage({
  seed: 'mentioned',
  title: ['Mentioned ', link('title link', JS_URL), ' ', link('other', 'ftp://example.com/PWNED')],
  icon: SVG_SCRIPT,
  cover: DATA_HTML,
  body: [paragraph('x')],
})
const OBJECT = '3c2b1a0f-9e8d-4c7b-a6f5-e4d3c2b1a0f9'
const pullRequest = (url: string) => ({ url, title: 'A pull request', owner: 'folio/folio' })

/**
 * One group of blocks per hostile URL: the media and link kinds (hostile-workspace.ts) and the
 * rest, every URL-bearing field holding it.
 */
function hostileBlocks(url: string, n: number): BlockSpec[] {
  return [
    ...blocksWithUrl(url, n),
    paragraph(['mention ', linkMention({ href: url, title: `mention ${n}`, icon_url: url, thumbnail_url: url, link_provider: 'P' })]),
    paragraph(['page ', pageMention(mentioned), ' object ', objectMention(OBJECT)]),
    externalObject(pullRequest(url)),
    image(url, { caption: [link('caption', url)] }),
    pageLink(mentioned),
    toggle([link('toggle', url)], [paragraph([link('inside', url)])]),
    simpleTable([[[link('cell', url)], 'b']]),
    // Types this list does not name: found by their fields all the same.
    { type: 'tweet', properties: { source: [[url]] } },
    { type: 'figma', properties: { source: [[url]] }, format: { display_source: url } },
    { type: 'gist', properties: { source: [[url]] } },
    { type: 'maps', properties: { source: [[url]] }, format: { display_source: url } },
  ]
}

const hostileDatabase = (): BlockSpec =>
  inlineDatabase({
    seed: 'body-urls/db',
    title: 'Shelf',
    icon: 'ftp://example.com/PWNED',
    schema: [
      { name: 'Name', type: 'title' },
      { name: 'Site', type: 'url' },
      { name: 'Files', type: 'file' },
      { name: 'Notes', type: 'text' },
    ],
    views: [{ type: 'gallery' }, { type: 'table' }],
    // A files cell names each file by its URL's last part: file.png.
    rows: [...HOSTILE, SAFE].map((url, n) => ({
      properties: { Name: `row ${n}`, Site: url, Files: [`${url}/file.png`], Notes: [link('note', url)] },
      icon: url,
      cover: url,
    })),
  })

let body: BodyRecordMap
let warn: ReturnType<typeof vi.spyOn>

beforeAll(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const page = ws.addPage({
    seed: 'hostile',
    title: 'Hostile URLs',
    icon: JS_URL,
    cover: SVG_SCRIPT,
    // One group with a URL that stays: every kind of block is drawn, with its attributes.
    body: [...[...HOSTILE, SAFE].flatMap(hostileBlocks), hostileDatabase()],
  })
  const recordMap = withObjectRecord(normaliseRecordMap(ws.getPage(page)), page, OBJECT, pullRequest(JS_URL))
  const titles = new Map<string, LinkedPage>([[compactId(mentioned), { title: 'Mentioned', href: '/article/mentioned' }]])
  body = trimBody(recordMap, page, titles)
})

afterAll(() => {
  warn.mockRestore()
  cleanup()
})

/** As a browser reads a URL: leading and trailing controls and spaces go, tabs and newlines too. */
const schemeOf = (value: string) =>
  /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$|[\t\n\r]/g, ''))?.[1]?.toLowerCase()

/** The URLs an attribute holds: the value itself, a srcset's candidates, a style's url()s. */
function urlsIn(name: string, value: string): string[] {
  if (name === 'style') return [...value.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/g)].map((m) => m[2] ?? '')
  if (name === 'srcset') return value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '')
  return [value]
}

/** One line for every attribute of every element holding a scheme a page must not show. */
function unshownSchemes(root: ParentNode): string[] {
  const found: string[] = []
  for (const element of root.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      for (const url of urlsIn(name, value)) {
        const scheme = schemeOf(url)
        if (scheme === undefined || SHOWN_SCHEMES.includes(scheme) || url === BLANK_IMAGE) continue
        found.push(`<${element.tagName.toLowerCase()} ${name}="${value.slice(0, 80)}">`)
      }
    }
  }
  return found
}

const parsed = (html: string) => new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html')

describe('a body with a hostile URL in every field', () => {
  it('carries none of them in the page data', () => {
    const data = JSON.stringify(body)
    for (const url of HOSTILE) expect(data).not.toContain(JSON.stringify(url).slice(1, -1))
  })

  it('draws the blocks it holds (the test would pass on an empty body)', () => {
    const doc = parsed(serverBodyHtml(body))
    for (const selector of ['.notion-link-mention', '.notion-external', '.notion-bookmark', '.notion-callout', '.notion-collection', '.notion-simple-table'])
      expect(doc.querySelector(selector), selector).not.toBeNull()
    expect(doc.querySelector('a[href="/article/mentioned"]'), 'the mention of a visible page').not.toBeNull()
  })

  it('on the server: no rendered attribute holds a scheme other than http, https, mailto, tel or a site path', () => {
    expect(unshownSchemes(parsed(serverBodyHtml(body)))).toEqual([])
  })

  it('as static HTML: the same', () => {
    expect(unshownSchemes(parsed(staticBodyHtml(body, fixtureContext())))).toEqual([])
  })

  it('in the browser: the same', () => {
    const context = fixtureContext()
    const { container } = render(
      <SiteProvider value={context}>
        <I18nProvider locale="en-US">
          <ShownNotionBody body={body} />
        </I18nProvider>
      </SiteProvider>,
    )
    expect(container.querySelector('.notion-bookmark')).not.toBeNull()
    expect(unshownSchemes(container)).toEqual([])
  })

  it('names where it dropped each of them', () => {
    const log = warn.mock.calls.map((call: unknown[]) => String(call[0])).join('\n')
    for (const where of ['(text)', 'mention href', 'mention icon_url', 'mention thumbnail_url', '(external_object_instance) original_url', '(bookmark)', '(tweet)', 'drive thumbnail'])
      expect(log, where).toContain(where)
    expect(log).toMatch(/dropped a URL of a scheme a page does not show: "ftp:\/\/example\.com\/PWNED"/)
  })
})
