// @vitest-environment node
// An article whose cover is a Notion upload (served by the site's own file route) carries a tiny
// preview of it in its page props, read through the route from the /api/v3 stand-in's files.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { GetStaticPropsResult } from 'next'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { writeSyntheticWorkspace } from '@/bench/synthetic'
import { getSiteData, resetSiteDataForTests } from '@/lib/data/site-data'
import { resetFileRouteForTests } from '@/lib/media/file-route-setup'
import { startNotionStub, type NotionStub } from '@/lib/notion/stub'
import { articleRoute } from '@/lib/routes/next-routes'
import type { ThemePageProps } from '@/lib/routes/types'

const KEYS = ['NOTION_PAGE_ID', 'NOTION_API_BASE_URL', 'NOTION_SNAPSHOT_DIR', 'FOLIO_CACHE_DIR', 'NOTION_RETRIES'] as const
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]))
let stub: NotionStub
let tmp: string

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'folio-cover-preview-'))
  const { rootPageId } = writeSyntheticWorkspace(path.join(tmp, 'ws'), { posts: 4, uploads: true })
  stub = await startNotionStub({ dir: path.join(tmp, 'ws'), files: true })
  delete process.env.NOTION_SNAPSHOT_DIR
  Object.assign(process.env, { NOTION_PAGE_ID: rootPageId.replace(/-/g, ''), NOTION_API_BASE_URL: stub.url, FOLIO_CACHE_DIR: path.join(tmp, 'cache'), NOTION_RETRIES: '0' })
  resetSiteDataForTests()
  resetFileRouteForTests()
})

afterAll(async () => {
  await stub?.close()
  for (const k of KEYS) if (saved[k] === undefined) delete process.env[k]
  else process.env[k] = saved[k]
  resetSiteDataForTests()
  resetFileRouteForTests()
  rmSync(tmp, { recursive: true, force: true })
})

it("an uploaded cover's preview is in the article's page props, by the cover's address", { timeout: 60_000 }, async () => {
  const { site } = await getSiteData()
  const post = site.posts.find((p) => p.pageCover.startsWith('/api/file/'))
  expect(post, 'a post with an uploaded cover').toBeDefined()
  const slug = post!.href.split('/').filter(Boolean)
  const result = (await articleRoute.getStaticProps({ params: { variant: '_v', slug } })) as GetStaticPropsResult<ThemePageProps>
  if (!('props' in result)) throw new Error('expected props')
  expect(result.props.picturePreviews?.[post!.pageCover]).toMatch(/^data:image\/webp;base64,/)
})
