// @vitest-environment node
// Search at 10,000 posts (a generated workspace, every 50th post in Chinese): the index is too
// large to send whole, so a server answers each query (/api/search) and a static export ships
// shards. For a fixed set of English and Chinese queries both give exactly what the single
// whole index gives (hits, order, scores, marks, snippets), and what the browser downloads for
// one query (gzip, everything it fetches from a cold start) stays under the 150 kB.
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadSearchIndex, resetLoadedIndexes } from '@/components/search/load-search-index'
import { getSiteData } from '@/lib/data/site-data'
import { createSearchEngine, type SearchEngine } from '@/lib/search/engine'
import { fullTextPage, type FullTextPage } from '@/lib/search/hit-page'
import { getSearchIndex, resetSearchIndexForTests } from '@/lib/search/index-store'
import { searchDocs } from '@/lib/search/query'
import { searchShards } from '@/lib/search/shard-query'
import { buildShards, type ShardFiles } from '@/lib/search/shards'
import type { SearchIndexPayload } from '@/lib/search/types'
import { servedIndex } from '@/lib/search/whole-index'
import { useSyntheticSite, type SyntheticSite } from '../fixtures/synthetic-site'
import { serveFiles, serveApi, type Served } from './search-fetch'

/** The budget for what one query costs a phone. */
const QUERY_BUDGET_GZIP = 150 * 1024

const QUERIES = [
  'lantern',
  'Harbour meadow',
  'copp',
  'compas',
  'lanterns',
  'post 512',
  'post5120',
  'cedar ember 77',
  'nothingmatches',
  '灯笼',
  '指南针',
  '港口 市场',
  '灯',
  '随笔',
  '生活',
]

let site: SyntheticSite
let payload: SearchIndexPayload
let whole: SearchEngine
let shards: ShardFiles

/** What the single whole index gives for the first `count` hits of a search page. */
function wholeIndexPage(keyword: string, count = 50): FullTextPage {
  const byPost = new Map(payload.docs.map((d) => [d.postId, d]))
  const hits = searchDocs(whole, payload.docs, keyword, Infinity)
  return fullTextPage(hits, { keyword, listed: [], skipMatches: false, from: 0, count }, (id) => byPost.get(id))
}

async function searchThrough(served: Served, keyword: string): Promise<FullTextPage> {
  resetLoadedIndexes()
  served.reset()
  vi.stubGlobal('fetch', served.fetch)
  const source = await loadSearchIndex('')
  return source.search({ keyword, listed: [], skipMatches: false, count: 50 })
}

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  site = await useSyntheticSite(10_000, { chineseEvery: 50 })
  resetSearchIndexForTests()
  payload = await getSearchIndex()
  whole = createSearchEngine(payload.docs)
  shards = buildShards(payload)
}, 300_000)

afterAll(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  resetSearchIndexForTests()
  site.restore()
})

describe('search at 10,000 posts', () => {
  it('indexes every post, Chinese ones too, and is too large to send whole', async () => {
    const { site: data } = await getSiteData()
    expect(payload.docs.length).toBe(data.posts.filter((p) => p.type === 'Post').length)
    expect(payload.docs.length).toBe(10_000)
    expect(payload.docs.filter((d) => /[\u4e00-\u9fff]{8}/.test(d.text)).length).toBe(200)
    expect((await servedIndex(payload)).text).toBeNull()
  })

  it.each(QUERIES)('the shards give exactly the whole index’s ranking for %s', async (query) => {
    const files = shards.files
    const read = async <T,>(file: string) => JSON.parse(files.get(file) ?? 'null') as T
    const expected = whole.search(query).map((r) => ({ id: r.id as number, score: r.score, terms: r.terms }))
    expect(await searchShards(shards.manifest.shards, query, read)).toEqual(expected)
  })

  describe('from a cold start, through the browser’s code', () => {
    const costs: string[] = []
    afterAll(() => console.log(`bytes one query costs (gzip)\n${costs.join('\n')}`))

    it.each(QUERIES)('the server’s answer for %s is the whole index’s, and small', async (query) => {
      const served = serveApi()
      const page = await searchThrough(served, query)
      const { signature: _, ...answer } = page as FullTextPage & { signature: string }
      expect(answer).toEqual(wholeIndexPage(query))
      expect(served.paths()).toEqual(['/api/search-index', '/api/search'])
      costs.push(`server ${query}: ${(served.gzipBytes() / 1024).toFixed(1)} kB`)
      expect(served.gzipBytes()).toBeLessThan(QUERY_BUDGET_GZIP)
    })

    it.each(QUERIES)('a static export’s shards for %s give the whole index’s hits, within budget', async (query) => {
      vi.stubEnv('NEXT_PUBLIC_FOLIO_STATIC_EXPORT', '1')
      const served = serveFiles(shards)
      const page = await searchThrough(served, query)
      expect(page).toEqual(wholeIndexPage(query))
      costs.push(`shards ${query}: ${(served.gzipBytes() / 1024).toFixed(1)} kB in ${served.paths().length} files`)
      expect(served.gzipBytes()).toBeLessThan(QUERY_BUDGET_GZIP)
      vi.unstubAllEnvs()
    })
  })

  it('every file a query may read is small (a fuzzy bucket holds one indivisible first-three-letters group)', () => {
    const gzip = (name: string) => gzipSync(shards.files.get(name) ?? '').length
    const names = [...shards.files.keys()]
    for (const name of names.filter((n) => n.startsWith('t'))) expect(gzip(name), name).toBeLessThan(16 * 1024)
    for (const name of names) expect(gzip(name), name).toBeLessThan(32 * 1024)
  })
})
