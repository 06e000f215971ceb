// @vitest-environment node
// A static export's sharded index (lib/search/shards.ts, shard-query.ts) on the demo workspace,
// cut into shards as a large site's would be: searching the shards gives exactly what the whole
// index gives (hits, order, scores, matched terms) for words of every kind (English, Chinese,
// one letter, prefixes, near misses, several words), and no file holds a word of a hidden or
// locked post, nor a locked post's title.
import { createSearchEngine, type SearchEngine } from '@/lib/search/engine'
import { getSiteData } from '@/lib/data/site-data'
import { getSearchIndex } from '@/lib/search/index-store'
import { bucketsOf, withinOneEdit } from '@/lib/search/shard-format'
import { searchShards, type ShardReader } from '@/lib/search/shard-query'
import { buildShards, type ShardFiles } from '@/lib/search/shards'
import { searchQueryOptions } from '@/lib/search/options'
import type { SearchIndexPayload } from '@/lib/search/types'
import { NEVER_INDEXED, useDemoWorkspace } from './demo-env'

let payload: SearchIndexPayload
let whole: SearchEngine
let shards: ShardFiles
const read: ShardReader = async <T,>(file: string) => JSON.parse(shards.files.get(file) ?? 'null') as T

beforeAll(async () => {
  useDemoWorkspace()
  payload = await getSearchIndex()
  whole = createSearchEngine(payload.docs)
  shards = buildShards(payload)
}, 60_000)

const ranked = (engine: SearchEngine, query: string) =>
  engine.search(query).map((r) => ({ id: r.id as number, score: r.score, terms: r.terms }))

/** Words of the demo's index, one in every `step`, and what a visitor might type near them. */
function queries(step: number): string[] {
  const terms = (whole.toJSON().index as [string, unknown][]).map(([term]) => term).filter((_, i) => i % step === 0)
  const typed = terms.flatMap((t) => [t, t.slice(0, 1), t.slice(0, 3), `${t}s`, t.slice(1), `x${t.slice(1)}`])
  const pairs = terms.slice(0, 40).map((t, i) => `${t} ${terms[(i * 7) % terms.length]}`)
  return [...new Set([...typed, ...pairs, 'Zephyrine', 'zephyrine breeze', '博客', '博', '笔记 博客', 'nothingmatches'])]
}

describe('the sharded index of the demo', () => {
  it('cuts the index into several term shards, a few buckets, lengths and one file per post', () => {
    expect(shards.manifest.shards.keys.length).toBeGreaterThan(1)
    expect(shards.files.get('lengths.json')).toBeTruthy()
    for (const doc of payload.docs) expect(JSON.parse(shards.files.get(`d/${doc.id}.json`) ?? '{}')).toEqual(doc)
  })

  it('gives exactly the whole index’s hits for words, prefixes, near misses and word pairs', async () => {
    const list = queries(9)
    expect(list.length).toBeGreaterThan(300)
    expect(list.some((q) => /[\u4e00-\u9fff]/.test(q))).toBe(true)
    for (const query of list) expect(await searchShards(shards.manifest.shards, query, read), query).toEqual(ranked(whole, query))
  }, 120_000)

  it('holds no word of a hidden or locked post, nor a locked post’s title, in any file', async () => {
    const { site } = await getSiteData()
    const locked = site.posts.filter((p) => p.locked)
    expect(locked.length).toBeGreaterThan(0)
    const everything = [JSON.stringify(shards.manifest), ...shards.files.values()].join('\n')
    for (const word of NEVER_INDEXED) expect(everything.toLowerCase()).not.toContain(word)
    for (const post of locked) expect(everything).not.toContain(post.title)
    for (const word of NEVER_INDEXED) expect(await searchShards(shards.manifest.shards, word, read), word).toEqual([])
  })
})

describe('fuzzy buckets', () => {
  it('the one edit fuzzy search forgives (options.ts) is what the buckets are cut for', () => {
    expect(searchQueryOptions.maxFuzzy).toBe(1)
  })

  it('every word one edit away from an 8-letter-or-longer word shares a bucket with it', () => {
    let seed = 7
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const letter = () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 26)] ?? 'a'
    for (let round = 0; round < 3000; round++) {
      const word = Array.from({ length: 8 + Math.floor(random() * 6) }, letter).join('')
      const at = Math.floor(random() * word.length)
      const edits = [
        word.slice(0, at) + letter() + word.slice(at + 1),
        word.slice(0, at) + letter() + word.slice(at),
        word.slice(0, at) + word.slice(at + 1),
      ]
      for (const near of edits) {
        expect(withinOneEdit(word, near)).toBe(true)
        const shared = bucketsOf(word, 97).some((b) => bucketsOf(near, 97).includes(b))
        expect(shared, `${word} / ${near}`).toBe(true)
      }
    }
    expect(withinOneEdit('lantern', 'lanterns')).toBe(true)
    expect(withinOneEdit('lantern', 'lantrn')).toBe(true)
    expect(withinOneEdit('lantern', 'latnern')).toBe(false)
  })
})
