// @vitest-environment node
// The build step writes the search index as static files in public/, for deploys without a
// server: the demo's real index (nothing hidden or locked in it), one file per language site,
// and no file left over from an earlier build, even when this build fails.
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as siteData from '@/lib/data/site-data'
import * as indexStore from '@/lib/search/index-store'
import { prebuildSearchIndexes } from '@/lib/search/prebuild'
import { SEARCH_INDEX_FORMAT, type SearchIndexPayload } from '@/lib/search/types'
import { NEVER_INDEXED, useDemoWorkspace } from './demo-env'

const publicDir = () => mkdtempSync(path.join(tmpdir(), 'folio-public-'))
const quiet = () => () => {}

describe('prebuildSearchIndexes', () => {
  beforeEach(() => {
    useDemoWorkspace()
    vi.restoreAllMocks()
  })

  it('writes public/search-index.json: the same documents the API serves, nothing hidden', async () => {
    const dir = publicDir()
    expect(await prebuildSearchIndexes({ publicDir: dir, log: quiet() })).toBe(true)
    const text = readFileSync(path.join(dir, 'search-index.json'), 'utf8')
    const written = JSON.parse(text) as SearchIndexPayload
    expect(written.format).toBe(SEARCH_INDEX_FORMAT)
    expect(written).toEqual(await indexStore.getSearchIndex())
    expect(text).toContain('zephyrine')
    for (const word of NEVER_INDEXED) expect(text.toLowerCase()).not.toContain(word)
  })

  it('writes one file per language site and removes files of an earlier build', async () => {
    const dir = publicDir()
    writeFileSync(path.join(dir, 'search-index-de.json'), '{"stale":true}')
    writeFileSync(path.join(dir, 'favicon.ico'), 'keep me')
    const real = await siteData.getSiteData()
    vi.spyOn(siteData, 'getSiteData').mockResolvedValue({
      ...real,
      config: { ...real.config, NOTION_PAGE_ID: `${'a'.repeat(32)},en:${'b'.repeat(32)}` },
    })
    const index = vi
      .spyOn(indexStore, 'getSearchIndex')
      .mockImplementation(async (lang?: string) => ({
        format: SEARCH_INDEX_FORMAT,
        signature: lang ?? 'default',
        docs: [],
      }))
    expect(await prebuildSearchIndexes({ publicDir: dir, log: quiet() })).toBe(true)
    expect(index.mock.calls.map(([lang]) => lang)).toEqual([undefined, 'en'])
    expect(readdirSync(dir).sort()).toEqual(
      ['favicon.ico', 'search-index-en.json', 'search-index.json'].sort(),
    )
    const en = JSON.parse(readFileSync(path.join(dir, 'search-index-en.json'), 'utf8'))
    expect(en.signature).toBe('en')
  })

  it('leaves no static file when the index cannot be built (never an outdated one)', async () => {
    const dir = publicDir()
    writeFileSync(path.join(dir, 'search-index.json'), '{"old":true}')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(indexStore, 'getSearchIndex').mockRejectedValue(new Error('Notion is down'))
    expect(await prebuildSearchIndexes({ publicDir: dir, log: quiet() })).toBe(false)
    expect(existsSync(path.join(dir, 'search-index.json'))).toBe(false)
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Notion is down'))
  })
})
