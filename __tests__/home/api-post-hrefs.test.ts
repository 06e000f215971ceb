// @vitest-environment node
// GET /api/post-hrefs: every listed post for "Random post" (far more than the latest few);
// locked posts are in, Invisible posts, drafts, scheduled posts and pages are not.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  blogSchema,
  compactId,
  NotionWorkspace,
  paragraph,
  writeSnapshot,
} from '@/lib/notion/builder'
import { resetSiteDataForTests } from '@/lib/data/site-data'
import { createPostHrefsHandler } from '@/pages/api/post-hrefs'
import { apiRequest, apiResponse } from '../search/api-mocks'

const LISTED = 30

function useRandomBlog() {
  const ws = new NotionWorkspace({ seed: 'random', time: Date.UTC(2025, 0, 1) })
  const blog = ws.addDatabasePage({
    seed: 'random/blog',
    title: 'Random Blog',
    description: 'Random',
    schema: blogSchema({
      seed: 'random/blog',
      categories: [{ value: 'Notes', color: 'blue' }],
      tags: [],
    }),
    views: [{ type: 'table' }],
  })
  const row = (slug: string, extra: Record<string, unknown> = {}) =>
    blog.addRow({
      seed: `random/${slug}`,
      properties: {
        title: slug,
        type: 'Post',
        status: 'Published',
        slug,
        category: 'Notes',
        date: { start: '2025-01-01' },
        ...extra,
      } as never,
      body: [paragraph(`body of ${slug}`)],
    })
  for (let i = 0; i < LISTED; i++) row(`listed-${i}`)
  row('locked', { password: 'pw' })
  row('invisible', { status: 'Invisible' })
  row('draft', { status: 'Draft' })
  row('scheduled', { date: { start: '2999-01-01' } })
  row('a-page', { type: 'Page' })
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-random-'))
  writeSnapshot(path.join(dir, 'ws'), ws, { pretty: false })
  process.env.NOTION_PAGE_ID = compactId(blog.blockId)
  process.env.NOTION_SNAPSHOT_DIR = path.join(dir, 'ws')
  process.env.FOLIO_CACHE_DIR = path.join(dir, 'cache')
  resetSiteDataForTests()
}

describe('GET /api/post-hrefs', () => {
  beforeAll(() => useRandomBlog())

  const call = async (query: Record<string, string> = {}, method = 'GET') => {
    const { res, state } = apiResponse()
    await createPostHrefsHandler()(apiRequest({ method, query }), res)
    return state
  }

  it('lists every published post, locked ones too, and nothing hidden', async () => {
    const state = await call()
    expect(state.status).toBe(200)
    expect(state.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(state.headers['cache-control']).toMatch(/^public, s-maxage=/)
    const { hrefs } = JSON.parse(String(state.body)) as { hrefs: string[] }
    const slugs = hrefs.map((h) => h.split('/').pop())
    expect(slugs).toHaveLength(LISTED + 1)
    expect(slugs).toContain('listed-0')
    expect(slugs).toContain(`listed-${LISTED - 1}`)
    expect(slugs).toContain('locked')
    for (const hidden of ['invisible', 'draft', 'scheduled', 'a-page'])
      expect(slugs).not.toContain(hidden)
  })

  it('answers 404 for an unknown language site and 405 to other methods', async () => {
    expect((await call({ site: 'fr' })).status).toBe(404)
    expect((await call({}, 'POST')).status).toBe(405)
  })
})
