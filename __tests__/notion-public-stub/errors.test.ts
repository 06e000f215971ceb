// @vitest-environment node
// Auth, sharing, versioning, faults on demand and the optional real rate limit.
import { APIErrorCode, APIResponseError, Client } from '@notionhq/client'
import { afterEach, describe, expect, it } from 'vitest'
import { createTokenBucket } from '@/lib/notion/public-stub/rate-limit'
import {
  client,
  closeStubs,
  DEMO_DATABASE,
  DEMO_DIR,
  DEMO_SHOWCASE,
  NOTION_VERSION,
  startStub,
} from './fixtures'

afterEach(() => closeStubs())

const POST = '0015504c86594d1899af851252627d22'

async function failure(promise: Promise<unknown>): Promise<APIResponseError> {
  try {
    await promise
  } catch (error) {
    if (APIResponseError.isAPIResponseError(error)) return error
    throw error
  }
  throw new Error('expected the request to fail')
}

describe('auth, sharing and versions', () => {
  it('answers 401 unauthorized without the configured bearer token', async () => {
    const stub = await startStub({ dir: DEMO_DIR, token: 'ntn_right' })
    const error = await failure(
      client(stub, { auth: 'ntn_wrong' }).pages.retrieve({ page_id: POST }),
    )
    expect(error).toMatchObject({ status: 401, code: APIErrorCode.Unauthorized })
    const bare = await fetch(`${stub.url}/v1/pages/${POST}`, {
      headers: { 'Notion-Version': NOTION_VERSION },
    })
    expect(bare.status).toBe(401)
    await expect(
      client(stub, { auth: 'ntn_right' }).pages.retrieve({ page_id: POST }),
    ).resolves.toMatchObject({ object: 'page' })
  })

  it('answers 400 missing_version without a Notion-Version header', async () => {
    const stub = await startStub({ dir: DEMO_DIR })
    const response = await fetch(`${stub.url}/v1/pages/${POST}`, {
      headers: { authorization: `Bearer ${stub.token}` },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      object: 'error',
      status: 400,
      code: 'missing_version',
    })
  })

  it('answers 404 object_not_found for what is not shared, and serves what is under a shared page', async () => {
    const stub = await startStub({ dir: DEMO_DIR, shared: [DEMO_SHOWCASE] })
    const notion = client(stub)
    const hidden = await failure(notion.pages.retrieve({ page_id: POST }))
    expect(hidden).toMatchObject({ status: 404, code: APIErrorCode.ObjectNotFound })
    expect((await failure(notion.databases.retrieve({ database_id: DEMO_DATABASE }))).status).toBe(
      404,
    )
    await expect(notion.pages.retrieve({ page_id: DEMO_SHOWCASE })).resolves.toMatchObject({
      object: 'page',
    })
    const children = await notion.blocks.children.list({ block_id: DEMO_SHOWCASE })
    await expect(
      notion.blocks.retrieve({ block_id: children.results[0]?.id ?? '' }),
    ).resolves.toMatchObject({ object: 'block' })
    const found = await notion.search({})
    expect(found.results.map((result) => result.id.replaceAll('-', ''))).not.toContain(POST)

    // Sharing the database shares its rows.
    stub.share([DEMO_DATABASE])
    await expect(notion.pages.retrieve({ page_id: POST })).resolves.toMatchObject({
      object: 'page',
    })
  })

  it('answers 404 for unknown ids and 400 invalid_request_url for unknown paths', async () => {
    const stub = await startStub({ dir: DEMO_DIR })
    expect((await failure(client(stub).blocks.retrieve({ block_id: '0'.repeat(32) }))).status).toBe(
      404,
    )
    const response = await fetch(`${stub.url}/v1/nowhere`, {
      headers: { authorization: `Bearer ${stub.token}`, 'Notion-Version': NOTION_VERSION },
    })
    expect(await response.json()).toMatchObject({ status: 400, code: 'invalid_request_url' })
  })
})

describe('faults on demand', () => {
  it('answers 429 rate_limited with Retry-After, and the client retries after it', async () => {
    const stub = await startStub({ dir: DEMO_DIR })
    stub.addFault({ endpoint: 'pages.retrieve', status: 429, retryAfter: 1, times: 1 })
    const error = await failure(client(stub).pages.retrieve({ page_id: POST }))
    expect(error).toMatchObject({ status: 429, code: APIErrorCode.RateLimited })
    expect((error.headers as Headers).get('retry-after')).toBe('1')

    stub.addFault({ endpoint: 'pages.retrieve', status: 429, retryAfter: 0, times: 1 })
    const retrying = new Client({
      auth: stub.token,
      baseUrl: stub.url,
      notionVersion: NOTION_VERSION,
      retry: { maxRetries: 2, initialRetryDelayMs: 10 },
    })
    stub.resetCalls()
    await expect(retrying.pages.retrieve({ page_id: POST })).resolves.toMatchObject({
      object: 'page',
    })
    expect(stub.calls.map((call) => call.status)).toEqual([429, 200])
  })

  it('answers 500, 502, 503 and 529 for N calls of an endpoint or an id', async () => {
    const stub = await startStub({ dir: DEMO_DIR })
    const notion = client(stub)
    for (const status of [500, 502, 503, 529]) {
      stub.addFault({ pageId: POST, status, times: 1 })
      const error = await failure(notion.pages.retrieve({ page_id: POST })).catch(
        (caught: unknown) => caught,
      )
      expect(error).toMatchObject({ status })
    }
    stub.addFault({ endpoint: 'blocks.children.list', status: 503, times: 2 })
    await expect(notion.pages.retrieve({ page_id: POST })).resolves.toBeDefined()
    await expect(notion.blocks.children.list({ block_id: POST })).rejects.toMatchObject({
      status: 503,
    })
    await expect(notion.blocks.children.list({ block_id: POST })).rejects.toMatchObject({
      status: 503,
    })
    await expect(notion.blocks.children.list({ block_id: POST })).resolves.toMatchObject({
      object: 'list',
    })
    expect(stub.callCounts()).toMatchObject({ 'pages.retrieve': 5, 'blocks.children.list': 3 })
  })

  it('answers slowly, and with malformed JSON', async () => {
    const stub = await startStub({ dir: DEMO_DIR })
    stub.addFault({ endpoint: 'pages.retrieve', delayMs: 300, times: 1 })
    const started = Date.now()
    await client(stub).pages.retrieve({ page_id: POST })
    expect(Date.now() - started).toBeGreaterThanOrEqual(280)

    stub.addFault({ endpoint: 'pages.retrieve', malformed: true, times: 1 })
    const response = await fetch(`${stub.url}/v1/pages/${POST}`, {
      headers: { authorization: `Bearer ${stub.token}`, 'Notion-Version': NOTION_VERSION },
    })
    expect(response.status).toBe(200)
    await expect(response.clone().json()).rejects.toThrow()
    expect((await response.text()).startsWith('{"object":"page"')).toBe(true)
  })

  it('logs every call with its endpoint, id, status and time', async () => {
    const stub = await startStub({ dir: DEMO_DIR })
    const before = Date.now()
    await client(stub).blocks.children.list({ block_id: POST, page_size: 5 })
    expect(stub.calls).toEqual([
      expect.objectContaining({
        endpoint: 'blocks.children.list',
        id: POST,
        method: 'GET',
        status: 200,
        at: expect.any(Number),
      }),
    ])
    expect(stub.calls[0]?.at).toBeGreaterThanOrEqual(before)
  })
})

describe('the optional real rate limit', () => {
  it('lets a burst through, then answers 429 with Retry-After until tokens come back', async () => {
    let now = 0
    const bucket = createTokenBucket({ perSecond: 3, burst: 5 }, () => now)
    expect(Array.from({ length: 5 }, () => bucket.take().ok)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ])
    expect(bucket.take()).toEqual({ ok: false, retryAfter: 1 })
    now += 340
    expect(bucket.take().ok).toBe(true)
    expect(bucket.take().ok).toBe(false)
  })

  it('limits the server about 3 requests a second on average', async () => {
    const stub = await startStub({ dir: DEMO_DIR, rateLimit: { perSecond: 3, burst: 4 } })
    const notion = client(stub)
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () =>
        notion.users.me({}).then(
          () => 200,
          (error: APIResponseError) => error.status,
        ),
      ),
    )
    expect(outcomes.filter((status) => status === 200)).toHaveLength(4)
    expect(outcomes.filter((status) => status === 429)).toHaveLength(4)
    const limited = stub.calls.find((call) => call.status === 429)
    expect(limited?.endpoint).toBe('users.me')
  })
})
