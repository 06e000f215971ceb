// @vitest-environment node
import { getBlockValue } from 'notion-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startNotionStub, type NotionStub } from '@/lib/notion/stub'
import { client, ID, post, workspace } from './fixtures'

let stub: NotionStub
beforeEach(async () => {
  stub = await startNotionStub({ pages: workspace() })
})
afterEach(async () => {
  await stub.close()
  vi.restoreAllMocks()
})

/** The shape of ofetch's FetchError (ofetch is notion-client's dependency, not ours). */
interface HttpFailure {
  status?: number
  response?: Response
  data?: unknown
}

async function failure(promise: Promise<unknown>): Promise<HttpFailure> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(Error)
  return error as HttpFailure
}

describe('status faults', () => {
  it('429 carries a Retry-After header', async () => {
    stub.addFault({ endpoint: 'loadPageChunk', status: 429, retryAfter: 7 })
    const error = await failure(client(stub.url).getPage(ID.page))
    expect(error.status).toBe(429)
    expect(error.response?.headers.get('retry-after')).toBe('7')
    expect(error.data).toMatchObject({ name: 'RateLimitedError' })
  })

  it('retryAfter alone means a rate limit', async () => {
    stub.addFault({ retryAfter: 1 })
    const response = await post(stub.url, 'loadPageChunk', { pageId: ID.page })
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('1')
  })

  it.each([500, 502, 503])('%i fails the call and is recorded', async (status) => {
    stub.addFault({ endpoint: 'loadPageChunk', status })
    expect((await failure(client(stub.url).getPage(ID.page))).status).toBe(status)
    expect(stub.calls).toEqual([
      { endpoint: 'loadPageChunk', body: expect.objectContaining({ pageId: ID.page }), status, at: expect.any(Number) },
    ])
  })

  it('a queryCollection failure surfaces with throwOnCollectionErrors', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    // Only one view fails, so no failing request is still in flight when getPage rejects.
    stub.addFault({ endpoint: 'queryCollection', pageId: ID.boardView, status: 502 })
    const api = client(stub.url)
    expect(Object.keys((await api.getPage(ID.db)).collection_query[ID.collection] ?? {})).toEqual([
      ID.tableView,
    ])
    await expect(api.getPage(ID.db, { throwOnCollectionErrors: true })).rejects.toThrow('502')
  })
})

describe('other faults', () => {
  it('a delay past the ofetch timeout aborts the call; a shorter one only slows it', async () => {
    // The delay dwarfs the timeout, so a busy machine's slack cannot blur which one ended the call.
    stub.addFault({ endpoint: 'loadPageChunk', delayMs: 5000, times: 1 })
    const started = Date.now()
    await expect(client(stub.url, { timeout: 50 }).getPage(ID.page)).rejects.toThrow(
      /abort|timeout/i,
    )
    expect(Date.now() - started).toBeLessThan(2500)

    stub.addFault({ endpoint: 'loadPageChunk', delayMs: 60, times: 1 })
    const again = Date.now()
    await client(stub.url, { timeout: 1000 }).getPage(ID.page)
    expect(Date.now() - again).toBeGreaterThanOrEqual(55)
  })

  it('malformed JSON answers 200 with a body that does not parse, and the call fails', async () => {
    stub.addFault({ endpoint: 'loadPageChunk', malformed: true })
    const response = await post(stub.url, 'loadPageChunk', { pageId: ID.page })
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text.startsWith('{')).toBe(true)
    expect(() => JSON.parse(text)).toThrow()
    await expect(client(stub.url).getPage(ID.page)).rejects.toThrow()
  })

  it('roleNone replaces every record with {role:"none"} without crashing notion-client', async () => {
    stub.addFault({ endpoint: 'loadPageChunk', roleNone: true, times: 1 })
    const page = await client(stub.url).getPage(ID.page)
    expect(page.block[ID.page]).toEqual({ role: 'none' })
    expect(getBlockValue(page.block[ID.page])).toBeUndefined()

    stub.addFault({ endpoint: 'queryCollection', roleNone: true })
    const database = await client(stub.url).getPage(ID.db)
    expect(database.block[ID.rows[0]]).toEqual({ role: 'none' })
    expect(getBlockValue(database.block[ID.db])?.type).toBe('collection_view_page')
  })
})

describe('matching and counting', () => {
  it('times counts down, then requests succeed again', async () => {
    stub.addFault({ status: 503, times: 2 })
    const statuses = []
    for (let i = 0; i < 3; i++)
      statuses.push((await post(stub.url, 'loadPageChunk', { pageId: ID.page })).status)
    expect(statuses).toEqual([503, 503, 200])
  })

  it('faults apply in insertion order; the first deciding one wins and each counts down', async () => {
    stub.addFault({ status: 500, times: 1 })
    stub.addFault({ status: 502, times: 2 })
    const statuses = []
    for (let i = 0; i < 3; i++)
      statuses.push((await post(stub.url, 'loadPageChunk', { pageId: ID.page })).status)
    expect(statuses).toEqual([500, 502, 200])
  })

  it('pageId matches the request id with or without dashes, endpoint matches by name', async () => {
    stub.addFault({ pageId: ID.db.replaceAll('-', ''), status: 500 })
    stub.addFault({ endpoint: 'getSignedFileUrls', status: 503 })
    expect((await post(stub.url, 'loadPageChunk', { pageId: ID.page })).status).toBe(200)
    expect((await post(stub.url, 'loadPageChunk', { pageId: ID.db })).status).toBe(500)
    const query = { collection: { id: ID.collection }, collectionView: { id: ID.tableView } }
    expect((await post(stub.url, 'queryCollection', query)).status).toBe(200)
    const sign = {
      urls: [{ permissionRecord: { table: 'block', id: ID.image }, url: 'attachment:a:b' }],
    }
    expect((await post(stub.url, 'getSignedFileUrls', sign)).status).toBe(503)
    stub.clearFaults()
    expect((await post(stub.url, 'loadPageChunk', { pageId: ID.db })).status).toBe(200)
  })

  it('counts calls per endpoint and resets', async () => {
    await client(stub.url).getPage(ID.db)
    await client(stub.url).getPage(ID.page)
    expect(stub.callCounts()).toEqual({
      loadPageChunk: 2,
      queryCollection: 2,
      syncRecordValuesMain: 1,
      getSignedFileUrls: 1,
    })
    stub.resetCalls()
    expect(stub.calls).toEqual([])
    expect(stub.callCounts()).toEqual({})
  })

  it('unknown endpoints and methods answer 404 ValidationError, bad JSON 400', async () => {
    const unknown = await post(stub.url, 'search', {})
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({
      name: 'ValidationError',
      errorId: expect.any(String),
    })
    expect((await fetch(`${stub.url}/loadPageChunk`)).status).toBe(404)
    const bad = await fetch(`${stub.url}/loadPageChunk`, { method: 'POST', body: '{nope' })
    expect(bad.status).toBe(400)
    expect(stub.calls.map((call) => call.status)).toEqual([404, 404, 400])
  })
})
