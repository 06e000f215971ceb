// @vitest-environment node
// The bundled demo workspace read through the public API's stand-in gives the same site as the
// recorded /api/v3 snapshot: the same index (rows, titles, slugs, categories, tags, dates,
// status, Config row settings, menus, notice) and the same article text, drawn by the renderer.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { renderToString } from 'react-dom/server'
import { NotionBody } from '@/components/notion/NotionBody'
import { preloadNotionBody } from '@/components/notion/preload'
import { SiteProvider } from '@/components/site/SiteContext'
import { baseConfigSources, withWorkspaceConfig } from '@/lib/config'
import { fetchWorkspace, type WorkspaceSnapshot } from '@/lib/data/fetch-workspace'
import { getPageVersion } from '@/lib/data/page-cache'
import { dataSettings, DEMO_ROOT_ID, DEMO_SNAPSHOT_DIR } from '@/lib/data/settings'
import { I18nProvider } from '@/lib/i18n/react'
import { readArticleBody, type BodyRecordMap } from '@/lib/notion/body'
import { pageBlockTexts } from '@/lib/notion/page-text'
import { readWorkspaceIndex } from '@/lib/notion/workspace-index'
import { startPublicNotionStub, type PublicNotionStub } from '@/lib/notion/public-stub'
import { publicApiSource } from '@/lib/notion/public-api/source'
import { snapshotSource, type PageSource } from '@/lib/notion/source'
import { buildSite } from '@/lib/site/build-site'
import { publishWindow } from '@/lib/site/dates'
import type { WorkspaceRow } from '@/lib/site/workspace'
import { fixtureContext } from '../fixtures/site-context'
import { withoutWhatTheApiCannotGive } from './not-given'

vi.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/', events: { on() {}, off() {} }, prefetch: async () => undefined }),
}))

const settingsFor = (notionSettings: Record<string, string>) =>
  dataSettings(withWorkspaceConfig(baseConfigSources(), notionSettings).config)

let stub: PublicNotionStub
let cache: string
let publicSource: PageSource
const recorded = snapshotSource(DEMO_SNAPSHOT_DIR)
let viaPublic: WorkspaceSnapshot
let viaRecorded: WorkspaceSnapshot

beforeAll(async () => {
  cache = mkdtempSync(path.join(tmpdir(), 'folio-public-parity-'))
  process.env.FOLIO_CACHE_DIR = cache
  stub = await startPublicNotionStub({ dir: DEMO_SNAPSHOT_DIR })
  publicSource = publicApiSource({
    token: stub.token,
    baseUrl: stub.url,
    concurrency: 4,
    retries: 2,
    retryBaseMs: 5,
    maxRetryDelayMs: 50,
    timeoutMs: 5000,
    requestsPerSecond: 1000,
  })
  viaRecorded = await fetchWorkspace(recorded, DEMO_ROOT_ID, settingsFor)
  viaPublic = await fetchWorkspace(publicSource, DEMO_ROOT_ID, settingsFor)
}, 60_000)

afterAll(async () => {
  await stub?.close()
  delete process.env.FOLIO_CACHE_DIR
  rmSync(cache, { recursive: true, force: true })
})

// What the site reads of a row (covers and icons are links of their own, compared apart).
const rowFacts = (r: WorkspaceRow) => ({
  id: r.id,
  title: r.title,
  type: r.typeLabel,
  status: r.statusLabel,
  slug: r.slug,
  categories: r.categories,
  tags: r.tags,
  // Day, time and the scheduled instant; a zone's name comes back as its offset (the API sends
  // no name), so not the name (schedule-parity.test.ts covers zones, half hours and DST).
  date: r.date && { startDate: r.date.startDate, startTime: r.date.startTime, endDate: r.date.endDate, endTime: r.date.endTime },
  scheduled: r.date && publishWindow(r.date, 'America/Los_Angeles'),
  summary: r.summary,
  password: r.password,
  icon: r.icon,
  ext: r.ext,
  comment: r.comment,
  hasCover: r.pageCover !== '',
})

type RecordMap = Awaited<ReturnType<PageSource['getPage']>>

/** Databases in a body are drawn as tables of their rows: compared by their blocks' text. */
const holdsDatabase = (map: RecordMap) =>
  Object.values(map.block).some((box) => (box.value as { type?: string } | undefined)?.type === 'collection_view')

/**
 * The article's text as the renderer draws it on the server; for a page whose recorded copy
 * the server renderer cannot draw (the demo's deliberately broken blocks), its blocks' text.
 */
async function renderedText(source: PageSource, row: WorkspaceRow, titles: Map<string, string>, asBlocks = false): Promise<string> {
  const stored = await getPageVersion(source, row.id, row.lastEditedTime)
  const page = source.kind === 'snapshot' ? withoutWhatTheApiCannotGive(stored) : stored
  const body = readArticleBody(page, row.id, titles)
  if (asBlocks || holdsDatabase(page)) return JSON.stringify(pageBlockTexts(body.recordMap, row.id).map((b) => b.text))
  await preloadNotionBody()
  const html = renderToString(
    <SiteProvider value={fixtureContext({ notionHost: 'https://notion.example' })}>
      <I18nProvider locale="en-US">
        <NotionBody recordMap={body.recordMap as BodyRecordMap} />
      </I18nProvider>
    </SiteProvider>,
  )
  return html.replace(/<[^>]+>/g, ' ').replace(/&[a-z]+;|&#\d+;/g, ' ').replace(/\s+/g, ' ').trim()
}

describe('the demo workspace through the public API', () => {
  it('has the same rows with the same properties', () => {
    const byId = (rows: WorkspaceRow[]) => rows.map(rowFacts).sort((x, y) => x.id.localeCompare(y.id))
    expect(byId(viaPublic.index.rows)).toEqual(byId(viaRecorded.index.rows))
    // And in the same order: the first view's, read through the Views API.
    expect(viaPublic.index.rows.map((r) => r.id)).toEqual(viaRecorded.index.rows.map((r) => r.id))
    expect(viaPublic.index.title).toBe(viaRecorded.index.title)
    expect(viaPublic.index.description).toBe(viaRecorded.index.description)
    expect(viaPublic.index.categoryOptions).toEqual(viaRecorded.index.categoryOptions)
    expect(viaPublic.index.tagOptions).toEqual(viaRecorded.index.tagOptions)
  })

  it("has the same Config row settings and notice", () => {
    expect(viaPublic.notionSettings).toEqual(viaRecorded.notionSettings)
    expect(Object.keys(viaPublic.notionSettings).length).toBeGreaterThan(0)
    expect(viaPublic.notice?.id).toBe(viaRecorded.notice?.id)
    const noticeText = (s: WorkspaceSnapshot) => (s.notice ? pageBlockTexts(s.notice.recordMap, s.notice.id).map((b) => b.text) : [])
    expect(noticeText(viaPublic)).toEqual(noticeText(viaRecorded))
  })

  it('builds the same site: posts, slugs, categories, tags, menus', () => {
    const rules = settingsFor(viaRecorded.notionSettings).rules
    const now = Date.now()
    const a = buildSite(viaPublic.index, rules, now)
    const b = buildSite(viaRecorded.index, rules, now)
    const posts = (s: typeof a) => s.routable.map((p) => [p.id, p.slug, p.title]).sort()
    expect(posts(a)).toEqual(posts(b))
    // The same entries in the same groups and order (a SubMenu joins the Menu above it).
    type Menu = (typeof a.menus)[number]
    const grouped = (menus: Menu[]) => menus.map((m) => [m.name + ' ' + m.href, ...m.subMenus.map((s) => s.title + ' ' + s.href)])
    expect(grouped(b.menus).some((group) => group.length > 1)).toBe(true)
    expect(grouped(a.menus)).toEqual(grouped(b.menus))
    expect(a.noticeId).toBe(b.noticeId)
  })

  it('draws every article with the same text', async () => {
    const titles = new Map(viaRecorded.index.rows.map((r) => [r.id, r.title]))
    const expected: Record<string, string> = {}
    const drawn: Record<string, string> = {}
    for (const row of viaRecorded.index.rows.filter((r) => r.typeLabel === 'Post' || r.typeLabel === 'Page')) {
      const publicRow = viaPublic.index.rows.find((r) => r.id === row.id)!
      const asBlocks = await renderedText(recorded, row, titles).then(() => false, () => true)
      expected[row.title] = await renderedText(recorded, row, titles, asBlocks)
      drawn[row.title] = await renderedText(publicSource, publicRow, titles, asBlocks)
    }
    expect(Object.keys(drawn).length).toBeGreaterThan(20)
    // A link mention recorded without an address has no public-API form: the stand-in sends
    // its placeholder character as text.
    const lonePlaceholders = (texts: Record<string, string>) =>
      Object.fromEntries(Object.entries(texts).map(([title, text]) => [title, text.replace(/‣/g, '')]))
    expect(lonePlaceholders(drawn)).toEqual(lonePlaceholders(expected))
  }, 120_000)

  it("rides out a 429 with Retry-After, 5xx and 529 on the way: the same site", async () => {
    const source = publicApiSource({
      token: stub.token,
      baseUrl: stub.url,
      concurrency: 4,
      retries: 3,
      retryBaseMs: 5,
      maxRetryDelayMs: 2000,
      timeoutMs: 5000,
      requestsPerSecond: 1000,
    })
    stub.resetCalls()
    stub.addFault({ endpoint: 'dataSources.query', status: 429, retryAfter: 1, times: 1 })
    stub.addFault({ endpoint: 'databases.retrieve', status: 503, times: 1 })
    stub.addFault({ endpoint: 'dataSources.retrieve', status: 529, times: 1 })
    const started = Date.now()
    const map = await source.getPage(DEMO_ROOT_ID)
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
    const names = settingsFor(viaRecorded.notionSettings).names
    const images = settingsFor(viaRecorded.notionSettings).images
    expect(readWorkspaceIndex(map, DEMO_ROOT_ID, names, images).rows.length).toBe(viaRecorded.index.rows.length)
    expect(stub.calls.filter((c) => c.status >= 429).map((c) => c.status).sort()).toEqual([429, 503, 529])
    stub.clearFaults()
  })

  it('keeps every row, in the order the query answers, when the Views API cannot be read', async () => {
    stub.addFault({ endpoint: 'views.list', status: 400, times: 1 })
    const map = await publicSource.getPage(DEMO_ROOT_ID)
    stub.clearFaults()
    const { names, images } = settingsFor(viaRecorded.notionSettings)
    const ids = readWorkspaceIndex(map, DEMO_ROOT_ID, names, images).rows.map((r) => r.id)
    expect(ids).not.toEqual(viaRecorded.index.rows.map((r) => r.id))
    expect([...ids].sort()).toEqual(viaRecorded.index.rows.map((r) => r.id).sort())
  })

  it('an unchanged rebuild reads no body again', async () => {
    stub.resetCalls()
    await fetchWorkspace(publicSource, DEMO_ROOT_ID, settingsFor)
    const counts = stub.callCounts()
    expect(counts['blocks.children.list'] ?? 0).toBe(0)
    expect(counts['dataSources.query']).toBeGreaterThan(0)
  })
})
