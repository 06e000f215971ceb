// @vitest-environment node
// Issue 37: a build read every body with notion-client's default of signing its files, one
// getSignedFileUrls call per page holding an upload (6,797 of 17,678 calls at 10,000 posts),
// for signatures the body then dropped: every Notion-hosted file is shown through Folio's own
// route by record and version (issue 34), which signs one file when it is first asked for.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { writeSyntheticWorkspace } from '@/bench/synthetic'
import { fileUrls } from '@/components/notion/file-urls'
import { getArticle } from '@/lib/data/article'
import { getSiteData, resetSiteDataForTests } from '@/lib/data/site-data'
import { mapImageUrl } from '@/lib/notion/image-url'
import { startNotionStub, type NotionStub } from '@/lib/notion/stub'
import type { Block } from 'notion-types'

const UPLOAD = /\/api\/file\/block\/[0-9a-f]{32}\/source\/[0-9a-f]{10}/g
const HOST = 'https://www.notion.so'

let stub: NotionStub
let tmp: string

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'folio-signing-'))
  const { rootPageId } = writeSyntheticWorkspace(path.join(tmp, 'ws'), { posts: 24, uploads: true })
  stub = await startNotionStub({ dir: path.join(tmp, 'ws') })
  vi.stubEnv('NOTION_SNAPSHOT_DIR', undefined)
  vi.stubEnv('NOTION_PAGE_ID', rootPageId.replace(/-/g, ''))
  vi.stubEnv('NOTION_API_BASE_URL', stub.url)
  vi.stubEnv('NOTION_INDEX_TTL_SECONDS', '0')
  vi.stubEnv('FOLIO_CACHE_DIR', path.join(tmp, 'cache'))
  resetSiteDataForTests()
})

afterAll(async () => {
  await stub.close()
  vi.unstubAllEnvs()
  resetSiteDataForTests()
  rmSync(tmp, { recursive: true, force: true })
})

describe('reading bodies whose files Notion hosts', () => {
  it('asks Notion to sign nothing, and the page still shows every upload through the file route', async () => {
    const { site } = await getSiteData()
    const articles = await Promise.all(site.posts.map((p) => getArticle(p)))
    const calls = stub.callCounts()
    expect(calls.loadPageChunk).toBeGreaterThan(site.posts.length)
    expect(calls.getSignedFileUrls ?? 0).toBe(0)

    const withUploads = articles.filter((a) => JSON.stringify(a.body).match(UPLOAD))
    expect(withUploads.length).toBeGreaterThan(8)
    for (const { body, detail } of withUploads) {
      const text = JSON.stringify(body)
      expect(text).not.toMatch(/X-Amz-Signature|signature=|prod-files-secure/i)
      // The cover and the body image are Folio's links, by record and version…
      expect(detail.pageCover).toMatch(/^\/api\/file\/block\/[0-9a-f]{32}\/cover\/[0-9a-f]{10}\/[\w.%-]+$/)
      // Served bodies hold unwrapped blocks (lib/notion/body.ts).
      const images = Object.values(body!.block).map((b) => b?.value as Block | undefined).filter((b) => b?.type === 'image')
      expect(images).toHaveLength(1)
      const [photo] = images
      const source = (photo?.properties as { source?: string[][] }).source?.[0]?.[0]
      expect(mapImageUrl(source, photo!.id, { notionHost: HOST })).toBe(source)
      // …and so is a file's: neither needs a signature in the page, nor Notion's proxies.
      expect(Object.keys(fileUrls(body!, HOST))).toEqual([])
    }
    const files = withUploads.flatMap(({ body }) => Object.values(body!.block).map((b) => b?.value as Block | undefined).filter((b) => b?.type === 'file'))
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) expect((file?.properties as { source?: string[][] }).source?.[0]?.[0]).toMatch(/^\/api\/file\/block\/[0-9a-f]{32}\/source\//)
  })

  it('an unchanged rebuild reads every body from the cache: index calls only', async () => {
    stub.resetCalls()
    resetSiteDataForTests()
    const { site } = await getSiteData()
    await Promise.all(site.posts.map((p) => getArticle(p)))
    const calls = stub.callCounts()
    expect(calls.getSignedFileUrls ?? 0).toBe(0)
    expect(Object.values(calls).reduce((a, b) => a + b, 0)).toBeLessThan(10)
    expect(calls.loadPageChunk).toBe(1)
  })
})
