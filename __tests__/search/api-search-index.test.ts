// @vitest-environment node
import { createSearchIndexHandler } from '@/pages/api/search-index'
import { getSiteData } from '@/lib/data/site-data'
import type { SearchIndexPayload } from '@/lib/search/types'
import { apiRequest, apiResponse } from './api-mocks'
import { useDemoWorkspace } from './demo-env'

describe('GET /api/search-index', () => {
  beforeAll(() => {
    useDemoWorkspace()
  })

  it('answers the index as JSON, cached like ISR pages', async () => {
    const { res, state, json } = apiResponse()
    await createSearchIndexHandler()(apiRequest(), res)
    expect(state.status).toBe(200)
    expect(state.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(state.headers['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate')
    const payload = json() as SearchIndexPayload
    expect(payload.docs.some((d) => d.text.includes('zephyrine'))).toBe(true)
  })

  it('answers 404 for a language site that does not exist, 405 to writes', async () => {
    const a = apiResponse()
    await createSearchIndexHandler()(apiRequest({ query: { site: 'fr' } }), a.res)
    expect(a.state.status).toBe(404)
    const b = apiResponse()
    await createSearchIndexHandler()(apiRequest({ method: 'POST' }), b.res)
    expect(b.state.status).toBe(405)
  })

  it('answers 503, cached nowhere, when the index cannot be built', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const handler = createSearchIndexHandler({
      site: getSiteData,
      index: () => Promise.reject(new Error('Notion down')),
    })
    const { res, state } = apiResponse()
    await handler(apiRequest(), res)
    expect(state.status).toBe(503)
    expect(state.headers['cache-control']).toBe('no-store')
  })
})
