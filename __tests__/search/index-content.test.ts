// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { getSiteData } from '@/lib/data/site-data'
import { createSearchEngine } from '@/lib/search/engine'
import { getSearchIndex } from '@/lib/search/index-store'
import { searchDocs } from '@/lib/search/query'
import { NEVER_INDEXED, useDemoWorkspace } from './demo-env'

describe('the full-text index of the demo workspace', () => {
  let cache = ''
  beforeAll(() => {
    cache = useDemoWorkspace()
  })

  it('finds a word that appears only in a post body', async () => {
    const { site } = await getSiteData()
    const carrier = site.posts.find((p) => p.href === '/article/kumano-kodo')!
    expect(
      `${carrier.title} ${carrier.summary} ${carrier.tags.join(' ')}`.toLowerCase(),
    ).not.toContain('zephyrine')
    const { docs } = await getSearchIndex()
    const engine = createSearchEngine(docs)
    for (const query of ['zephyrine', 'Zephyrine', 'zephyr', 'zephyrine breeze']) {
      expect(
        searchDocs(engine, docs, query).map((h) => h.doc.postId),
        query,
      ).toEqual([carrier.id])
    }
  })

  it('finds Chinese text inside a body by its characters', async () => {
    const { docs } = await getSearchIndex()
    const engine = createSearchEngine(docs)
    const doc = docs.find((d) => /[\u4e00-\u9fff]{6}/.test(d.text))!
    const phrase = /[\u4e00-\u9fff]{4}/.exec(doc.text.slice(20))![0]
    expect(searchDocs(engine, docs, phrase).map((h) => h.doc.postId)).toContain(doc.postId)
  })

  it('holds no locked, Invisible, Draft or scheduled content, in memory or on disk', async () => {
    const { site } = await getSiteData()
    const payload = await getSearchIndex()
    const locked = site.posts.filter((p) => p.locked)
    expect(locked.length).toBeGreaterThan(0)
    const indexed = new Set(payload.docs.map((d) => d.postId))
    for (const post of locked) expect(indexed.has(post.id)).toBe(false)
    const published = new Set(site.posts.filter((p) => !p.locked).map((p) => p.id))
    expect(indexed).toEqual(published)
    const onDisk = readFileSync(
      path.join(cache, 'search-index-f01105a1e0b14c0f8a2d5e6b7c8d9e0f.json'),
      'utf8',
    )
    const engine = createSearchEngine(payload.docs)
    for (const word of NEVER_INDEXED) {
      expect(JSON.stringify(payload).toLowerCase()).not.toContain(word)
      expect(onDisk.toLowerCase()).not.toContain(word)
      expect(searchDocs(engine, payload.docs, word), word).toEqual([])
    }
    // Not even the locked post's public title goes in: the file is one public download.
    for (const post of locked) expect(JSON.stringify(payload)).not.toContain(post.title)
  })

  it('weights titles above bodies', async () => {
    const { docs } = await getSearchIndex()
    const engine = createSearchEngine(docs)
    const hits = searchDocs(engine, docs, 'Kumano')
    expect(hits[0]?.doc.href).toBe('/article/kumano-kodo')
  })
})
