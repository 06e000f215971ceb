// @vitest-environment node
import { createPostsHandler } from '@/pages/api/posts'
import { listRefOfPath, listRefParam, parseListRef } from '@/components/lists/list-ref'
import type { ListPageAnswer } from '@/components/lists/fetch-list-page'
import { apiRequest, apiResponse } from '../search/api-mocks'
import { usePreviewBlog } from './preview-blog'

describe('list references', () => {
  it('round-trip through the list parameter and come from list base paths', () => {
    for (const ref of [
      { kind: 'home' },
      { kind: 'category', name: 'A:b c' },
      { kind: 'tag', name: '标签' },
    ] as const) {
      expect(parseListRef(listRefParam(ref))).toEqual(ref)
    }
    expect(parseListRef('search:x')).toBeNull()
    expect(parseListRef('tag:')).toBeNull()
    expect(listRefOfPath('/')).toEqual({ kind: 'home' })
    expect(listRefOfPath('/tag/%E6%A0%87%E7%AD%BE')).toEqual({ kind: 'tag', name: '标签' })
    expect(listRefOfPath('/search/x')).toBeNull()
  })
})

describe('GET /api/posts', () => {
  beforeAll(() => {
    usePreviewBlog()
  })

  const call = async (query: Record<string, string>, method = 'GET') => {
    const { res, state, json } = apiResponse()
    await createPostsHandler()(apiRequest({ method, query }), res)
    return { state, json: json as () => ListPageAnswer }
  }

  it('refuses an oversized address before any work', async () => {
    const { res, state } = apiResponse()
    const query = { list: `tag:${'x'.repeat(5_000)}`, page: '1' }
    const req = Object.assign(apiRequest({ query }), { url: `/api/posts?list=${query.list}&page=1` })
    await createPostsHandler(() => Promise.reject(new Error('must not load')))(req, res)
    expect(state.status).toBe(414)
  })

  it("answers page N of a list: its posts with previews, the list's size and page size", async () => {
    const { state, json } = await call({ list: 'home', page: '2', theme: 'medium' })
    expect(state.status).toBe(200)
    expect(state.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(state.headers['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate')
    const body = json()
    expect(body).toMatchObject({ page: 2, totalPages: 2, total: 24, perPage: 12 })
    expect(body.posts).toHaveLength(12)
    expect(body.posts[0]?.preview).toMatch(/^extra body/)
    expect(JSON.stringify(body)).not.toContain('secret preview words')
  })

  it('serves category lists', async () => {
    const { state, json } = await call({ list: 'category:Notes', page: '1' })
    expect(state.status).toBe(200)
    expect(json().total).toBe(24)
  })

  it('answers 400 to a malformed request, 404 past the last page or for an unknown language site', async () => {
    expect((await call({ list: 'nope', page: '1' })).state.status).toBe(400)
    expect((await call({ list: 'home', page: '0' })).state.status).toBe(400)
    expect((await call({ list: 'home', page: 'x' })).state.status).toBe(400)
    expect((await call({ list: 'home', page: '3' })).state.status).toBe(404)
    expect((await call({ list: 'home', page: '1', site: 'fr' })).state.status).toBe(404)
    expect((await call({ list: 'home', page: '1' }, 'POST')).state.status).toBe(405)
  })
})
