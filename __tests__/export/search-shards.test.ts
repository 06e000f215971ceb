// @vitest-environment node
// The export writes a large site's search index as shards (lib/export/search-shards.ts): the
// manifest over the server's pointer, the shards in a folder named by the index's signature,
// under the base path and per language site; a small site's whole index is left as crawled.
import { writeSearchShards } from '@/lib/export/search-shards'
import { buildShards } from '@/lib/search/shards'
import type { SearchIndexPayload } from '@/lib/search/types'
import { payload } from '../search/fixtures'

function exportServer(answers: Record<string, unknown>) {
  const asked: string[] = []
  const fetchFake = (async (input: string | URL | Request) => {
    const url = new URL(String(input))
    const path = `${url.pathname}${url.search}`
    asked.push(path)
    return path in answers ? Response.json(answers[path]) : new Response('missing', { status: 404 })
  }) as typeof fetch
  return { fetchFake, asked }
}

async function run(answers: Record<string, unknown>, languages: string[] = [], basePath = '') {
  const { fetchFake, asked } = exportServer(answers)
  const files = new Map<string, string>()
  const count = await writeSearchShards({
    origin: 'http://127.0.0.1:9',
    basePath,
    languages,
    fetch: fetchFake,
    write: async (file, body) => void files.set(file, new TextDecoder().decode(body)),
  })
  return { count, files, asked }
}

const pointer = (p: SearchIndexPayload) => ({ format: 1, signature: p.signature, docCount: p.docs.length })

describe('writeSearchShards', () => {
  it('leaves a whole index as the crawl wrote it', async () => {
    const { count, files, asked } = await run({ '/api/search-index': payload })
    expect(count).toBe(0)
    expect(files.size).toBe(0)
    expect(asked).toEqual(['/api/search-index'])
  })

  it('writes the manifest and every shard of a large index, under the base path and per language', async () => {
    const english = { ...payload, signature: 'en-sig', docs: payload.docs.slice(0, 2) }
    const { count, files } = await run(
      {
        '/blog/api/search-index': pointer(payload),
        '/blog/api/search-index?whole=1': payload,
        '/blog/api/search-index?site=en': pointer(english),
        '/blog/api/search-index?site=en&whole=1': english,
      },
      ['en'],
      '/blog',
    )
    const expected = buildShards(payload)
    expect(JSON.parse(files.get('blog/search-index.json') ?? '{}')).toEqual(expected.manifest)
    for (const [name, text] of expected.files) expect(files.get(`blog/search-index/test/${name}`), name).toBe(text)
    expect(JSON.parse(files.get('blog/search-index-en.json') ?? '{}').signature).toBe('en-sig')
    expect(files.get('blog/search-index-en/en-sig/d/1.json')).toBeTruthy()
    expect(count).toBe(files.size)
  })

  it('fails the export when the server cannot give the documents', async () => {
    await expect(run({ '/api/search-index': pointer(payload) })).rejects.toThrow(/404/)
  })
})
