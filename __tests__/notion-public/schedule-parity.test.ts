// @vitest-environment node
// Scheduled posts keep their instants through the public API: the stand-in answers dates as the
// API does (`{start, end, time_zone: null}`, times with their offset) and the source reads them
// back to the instants /api/v3 gives, across zones, half-hour offsets and daylight saving.
import { resolveSiteConfig } from '@/lib/config/site-config'
import { dataSettings } from '@/lib/data/settings'
import { allPageIds, blogSchema, compactId, NotionWorkspace } from '@/lib/notion/builder'
import { classicDate } from '@/lib/notion/public-api/dates'
import { publicApiSource } from '@/lib/notion/public-api/source'
import { startPublicNotionStub, type PublicNotionStub } from '@/lib/notion/public-stub'
import { readWorkspaceIndex } from '@/lib/notion/workspace-index'
import { publishWindow } from '@/lib/site/dates'
import type { WorkspaceRow } from '@/lib/site/workspace'

const DATES = {
  shanghai: { start: '2026-04-01', startTime: '00:30', timeZone: 'Asia/Shanghai' },
  kolkata: { start: '2026-06-10', startTime: '08:15', timeZone: 'Asia/Kolkata' },
  newYork: { start: '2026-11-01', startTime: '23:45', timeZone: 'America/New_York' },
  parisAcrossDst: { start: '2026-03-28', startTime: '09:00', end: '2026-03-30', endTime: '10:00', timeZone: 'Europe/Paris' },
  utc: { start: '2026-01-01', startTime: '09:00', timeZone: 'UTC' },
  day: { start: '2026-05-05' },
  days: { start: '2026-05-05', end: '2026-05-07' },
}

function scheduledBlog() {
  const ws = new NotionWorkspace({ seed: 'schedules', time: Date.UTC(2025, 0, 1) })
  const blog = ws.addDatabasePage({ seed: 'blog', title: 'Schedules', schema: blogSchema({}), views: [{ type: 'table' }] })
  for (const [slug, date] of Object.entries(DATES))
    blog.addRow({ seed: slug, properties: { title: slug, type: 'Post', status: 'Published', slug, date } as never })
  const pages = Object.fromEntries(allPageIds(ws).map((id) => [compactId(id), ws.getPage(id)]))
  return { pages, rootId: compactId(blog.blockId) }
}

const settings = dataSettings(resolveSiteConfig({ env: {} }).config)
// Not UTC, so a zone lost on the way would move the instant.
const SITE_ZONE = 'America/Los_Angeles'
const instants = (rows: WorkspaceRow[]) =>
  Object.fromEntries(rows.map((row) => [row.slug, row.date && publishWindow(row.date, SITE_ZONE)]))

let stub: PublicNotionStub
afterAll(() => stub?.close())

describe('scheduled instants through the public API', () => {
  it('are the ones /api/v3 gives', async () => {
    const { pages, rootId } = scheduledBlog()
    stub = await startPublicNotionStub({ pages })
    const source = publicApiSource({ token: stub.token, baseUrl: stub.url, concurrency: 4, retries: 0, retryBaseMs: 5, maxRetryDelayMs: 50, timeoutMs: 5000, requestsPerSecond: 1000 })
    const viaPublic = readWorkspaceIndex(await source.getPage(rootId), rootId, settings.names, settings.images).rows
    const viaClassic = readWorkspaceIndex(pages[rootId] as never, rootId, settings.names, settings.images).rows
    expect(Object.keys(instants(viaClassic)).sort()).toEqual(Object.keys(DATES).sort())
    expect(instants(viaPublic)).toEqual(instants(viaClassic))
    // The wall clock stays as written where one offset holds it.
    expect(viaPublic.find((row) => row.slug === 'shanghai')?.date).toMatchObject({ startDate: '2026-04-01', startTime: '00:30' })
  })

  it("reads a range across a daylight-saving change, and a half-hour offset, at their instants", () => {
    const range = classicDate({ start: '2026-03-28T09:00:00.000+01:00', end: '2026-03-30T10:00:00.000+02:00', time_zone: null })
    expect(range).toEqual({ type: 'datetimerange', start_date: '2026-03-28', start_time: '09:00', end_date: '2026-03-30', end_time: '09:00', time_zone: 'Etc/GMT-1' })
    expect(classicDate({ start: '2026-06-10T08:15:00.000+05:30', end: null, time_zone: null })).toEqual({ type: 'datetime', start_date: '2026-06-10', start_time: '02:45', time_zone: 'UTC' })
    expect(classicDate({ start: '2026-05-05', end: null, time_zone: null })).toEqual({ type: 'date', start_date: '2026-05-05' })
  })
})
