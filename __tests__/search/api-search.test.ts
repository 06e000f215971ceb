// @vitest-environment node
// GET /api/search on the demo workspace: the server's answer to one query is what the whole
// index gives, only the hits asked for, each with the piece of its body around a term (never the
// body); the page's own posts are described, not repeated; inputs are bounded; answers are
// cached briefly; words of hidden and locked posts are found nowhere.
import { createSearchHandler, parseSearchRequest } from '@/pages/api/search'
import { createSearchIndexHandler } from '@/pages/api/search-index'
import { getSiteData } from '@/lib/data/site-data'
import { createSearchEngine } from '@/lib/search/engine'
import type { FullTextPage } from '@/lib/search/hit-page'
import { getSearchIndex } from '@/lib/search/index-store'
import { searchDocs } from '@/lib/search/query'
import type { SearchIndexPayload, SearchIndexPointer } from '@/lib/search/types'
import { apiRequest, apiResponse } from './api-mocks'
import { NEVER_INDEXED, useDemoWorkspace } from './demo-env'

type Answer = FullTextPage & { signature: string }

async function search(query: Record<string, string>, extra: { url?: string; method?: string } = {}) {
  const { res, state, json } = apiResponse()
  const req = { ...apiRequest({ query, method: extra.method }), url: extra.url ?? '/api/search' }
  await createSearchHandler()(req as ReturnType<typeof apiRequest>, res)
  return { state, answer: () => json() as Answer }
}

beforeAll(() => {
  useDemoWorkspace()
})

describe('GET /api/search', () => {
  it('answers the whole index’s hits, n at a time from `from`, briefly cacheable', async () => {
    const payload = await getSearchIndex()
    const expected = searchDocs(createSearchEngine(payload.docs), payload.docs, 'the', Infinity).map((h) => h.doc.postId)
    expect(expected.length).toBeGreaterThan(6)
    const first = await search({ q: 'the', n: '4' })
    expect(first.state.status).toBe(200)
    expect(first.state.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(first.state.headers['cache-control']).toMatch(/^public, max-age=30, s-maxage=\d+$/)
    const answer = first.answer()
    expect(answer.signature).toBe(payload.signature)
    expect(answer.total).toBe(expected.length)
    expect(answer.hits.map((h) => h.postId)).toEqual(expected.slice(0, 4))
    const next = (await search({ q: 'the', from: '4', n: '3' })).answer()
    expect(next.from).toBe(4)
    expect(next.hits.map((h) => h.postId)).toEqual(expected.slice(4, 7))
  })

  it('sends the piece of the body around a term, never the body', async () => {
    const payload = await getSearchIndex()
    const answer = (await search({ q: 'zephyrine' })).answer()
    const hit = answer.hits[0]!
    const doc = payload.docs.find((d) => d.postId === hit.postId)!
    expect(hit).not.toHaveProperty('text')
    expect(hit.body).toContain('zephyrine')
    expect(hit.body!.length).toBeLessThan(200)
    expect(doc.text.length).toBeGreaterThan(hit.body!.length * 3)
    expect(hit.matched).toEqual(['zephyrine'])
  })

  it('describes the posts the page lists and leaves them, and with skip=matches every keyword match, out', async () => {
    const { site } = await getSiteData()
    const kumano = site.posts.find((p) => p.href === '/article/kumano-kodo')!
    const all = (await search({ q: 'kumano' })).answer()
    expect(all.hits.map((h) => h.postId)).toContain(kumano.id)
    const listed = (await search({ q: 'kumano', listed: kumano.id })).answer()
    expect(listed.hits.map((h) => h.postId)).not.toContain(kumano.id)
    expect(listed.listed[kumano.id]?.matched).toEqual(['kumano'])
    const skipped = (await search({ q: 'kumano', skip: 'matches' })).answer()
    for (const hit of skipped.hits) expect(`${hit.title} ${hit.summary} ${hit.tags.join(' ')}`.toLowerCase()).not.toContain('kumano')
  })

  it('finds no word of a hidden or locked post', async () => {
    for (const word of NEVER_INDEXED) {
      const answer = (await search({ q: word })).answer()
      expect(answer.hits, word).toEqual([])
      expect(JSON.stringify(answer).toLowerCase()).not.toContain(word)
    }
  })

  it.each([
    ['no q', {}],
    ['a blank q', { q: '   ' }],
    ['a q over 100 characters', { q: 'x'.repeat(101) }],
    ['a from past 10,000', { q: 'a', from: '10001' }],
    ['a negative from', { q: 'a', from: '-1' }],
    ['n over 100', { q: 'a', n: '101' }],
    ['n not a number', { q: 'a', n: 'ten' }],
    ['an unknown skip', { q: 'a', skip: 'titles' }],
    ['over 100 listed posts', { q: 'a', listed: Array.from({ length: 101 }, (_, i) => `p${i}`).join(',') }],
    ['a listed id that is no id', { q: 'a', listed: 'a,<script>' }],
  ])('refuses %s with 400 before any work', async (_, query) => {
    const { state } = await search(query as Record<string, string>)
    expect(state.status).toBe(400)
  })

  it('takes 100 characters of Chinese, and answers 404 for an unknown language site, 405 to writes, 414 to a huge URL', async () => {
    expect(parseSearchRequest({ q: '博'.repeat(100) })).toMatchObject({ keyword: '博'.repeat(100) })
    expect((await search({ q: 'a', site: 'fr' })).state.status).toBe(404)
    expect((await search({ q: 'a' }, { method: 'POST' })).state.status).toBe(405)
    expect((await search({ q: 'a' }, { url: `/api/search?q=${'a'.repeat(9000)}` })).state.status).toBe(414)
  })

  it('answers 503, cached nowhere, when the index cannot be built', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const handler = createSearchHandler({ site: getSiteData, index: () => Promise.reject(new Error('Notion down')) })
    const { res, state } = apiResponse()
    await handler(apiRequest({ query: { q: 'a' } }), res)
    expect(state.status).toBe(503)
    expect(state.headers['cache-control']).toBe('no-store')
  })
})

describe('GET /api/search-index above the whole-index limit', () => {
  it('answers a pointer to /api/search, and the documents with whole=1', async () => {
    const handler = createSearchIndexHandler({ site: getSiteData, index: getSearchIndex, maxGzip: 0 })
    const pointer = apiResponse()
    await handler(apiRequest(), pointer.res)
    const body = pointer.json() as SearchIndexPointer
    expect(body).toEqual({ format: 1, signature: expect.any(String), docCount: expect.any(Number) })
    expect(String(pointer.state.body).length).toBeLessThan(200)
    const whole = apiResponse()
    await handler(apiRequest({ query: { whole: '1' } }), whole.res)
    expect((whole.json() as SearchIndexPayload).docs.length).toBe(body.docCount)
  })
})
