// @vitest-environment node
// GET /api/og/…: the demo's social cards. PNGs of 1200×630; only listed, reachable posts have
// one (an Invisible post, an unknown path: 404); a card's version makes it cacheable for good.
// CJK titles are drawn with glyphs: two cards alike but for a Chinese title differ, where a
// font without those glyphs draws the same boxes for both.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { resetSiteDataForTests } from '@/lib/data/site-data'
import { createCardHandler } from '@/lib/og/card-handler'
import { renderCard } from '@/lib/og/render-card'
import { apiRequest, apiResponse } from '../search/api-mocks'

beforeAll(() => {
  delete process.env.NOTION_PAGE_ID
  resetSiteDataForTests()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

async function call(path: string, init: { method?: string; headers?: Record<string, string>; v?: string } = {}) {
  const { res, state } = apiResponse()
  const query: Record<string, unknown> = { card: path.split('/').map(decodeURIComponent) }
  if (init.v) query.v = init.v
  const req = apiRequest({ method: init.method, headers: init.headers })
  Object.assign(req, { query })
  await createCardHandler()(req, res)
  return state
}

/** Width and height from a PNG's IHDR chunk, or null for anything that is no PNG. */
function pngSize(body: unknown): { width: number; height: number } | null {
  if (!Buffer.isBuffer(body) || body.subarray(1, 4).toString() !== 'PNG') return null
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
}

describe('social cards', { timeout: 60_000 }, () => {
  it('the site card and a post card are 1200×630 PNGs', async () => {
    for (const path of ['site.png', 'post/article/block-tour.png']) {
      const state = await call(path)
      expect(state.status, path).toBe(200)
      expect(state.headers['content-type']).toBe('image/png')
      expect(pngSize(state.body)).toEqual({ width: 1200, height: 630 })
    }
  })

  it('hidden and unknown posts have no card', async () => {
    for (const path of ['post/article/design-review-notes.png', 'post/article/nope.png', 'post/about', 'fr/site.png'])
      expect((await call(path)).status, path).toBe(404)
    expect((await call('site.png', { method: 'POST' })).status).toBe(405)
  })

  it('the current version is cached for good and answers 304 to its ETag; an old one briefly', async () => {
    const first = await call('post/article/old-bookshop.png')
    const etag = first.headers.etag!
    expect(etag).toMatch(/^"[0-9a-f]{10}"$/)
    expect(first.headers['cache-control']).toMatch(/^public, s-maxage=/)
    const current = await call('post/article/old-bookshop.png', { v: etag.slice(1, -1) })
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(Buffer.compare(current.body as Buffer, first.body as Buffer)).toBe(0)
    const again = await call('post/article/old-bookshop.png', { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(again.body).toBeUndefined()
  })

  it('Chinese and Japanese titles are drawn, not boxes: same card but the title, two pictures', async () => {
    const card = { description: '', byline: ['Folio'], date: '2025-01-01', category: '', lang: 'en-US' }
    for (const [a, b] of [['旧书店', '京都雨'], ['ひらがな', 'カタカナ']]) {
      const first = await renderCard({ ...card, title: a! }, `test-${a}`)
      const second = await renderCard({ ...card, title: b! }, `test-${b}`)
      expect(Buffer.compare(first, second), `${a} / ${b}`).not.toBe(0)
    }
  })
})
