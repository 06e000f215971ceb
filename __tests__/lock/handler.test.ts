// @vitest-environment node
// POST /api/unlock on the bundled demo workspace (its locked post's password is `folio`).
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetBaseConfig } from '@/lib/config/load-base-config'
import { getSiteData, resetSiteDataForTests, type SiteData } from '@/lib/data/site-data'
import { bodyPreparation } from '@/lib/data/body-for-page'
import { createUnlockHandler, defaultUnlockDeps, type UnlockDeps } from '@/lib/lock/handler'
import { CLIENT_FAILURE_LIMIT, TOKEN_TTL_MS, WINDOW_MS } from '@/lib/lock/limits'
import { createSlidingWindowLimiter } from '@/lib/lock/rate-limit'
import { createUnlockTokens } from '@/lib/lock/tokens'
import type { PostSummary } from '@/lib/site/types'
import { answerRes, DEMO_PASSWORD, demoLockedPost, SECRET_WORDS, unlockReq } from './helpers'

let locked: PostSummary
let open: PostSummary
let clock: number
let deps: UnlockDeps
let demo: SiteData

async function call(body: unknown, init?: Parameters<typeof unlockReq>[1]) {
  const { res, answer } = answerRes()
  await createUnlockHandler(deps)(unlockReq(body, init), res)
  expect(answer.headers['cache-control']).toBe('no-store')
  return answer
}

const tryPassword = (password: string, ip?: string) => call({ postId: locked.id, password }, { ip })

beforeAll(async () => {
  delete process.env.NOTION_PAGE_ID
  resetSiteDataForTests()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  ;({ post: locked, open } = await demoLockedPost())
  demo = await getSiteData()
})

beforeEach(() => {
  clock = Date.UTC(2026, 0, 1)
  // The site is built once: the handler's own steps are what these tests time.
  deps = { ...defaultUnlockDeps(), loadSite: async () => demo, tokens: () => createUnlockTokens('k'.repeat(32), TOKEN_TTL_MS), now: () => clock }
})

describe('POST /api/unlock', () => {
  it('the right password: 200 with the body, its TOC and counts, and a token', async () => {
    const a = await tryPassword(DEMO_PASSWORD)
    expect(a.status).toBe(200)
    expect(JSON.stringify(a.body.body)).toContain(SECRET_WORDS)
    expect(a.body.wordCount).toBeGreaterThan(10)
    expect(a.body.readTime).toBeGreaterThanOrEqual(1)
    expect(Array.isArray(a.body.toc)).toBe(true)
    expect(a.body.token).toMatch(/^v1\./)
    // The password as a JSON value (the body's renderer data has a key named "folio").
    expect(JSON.stringify(a.body)).not.toMatch(new RegExp(`"${DEMO_PASSWORD}"(?!:)`))
  })

  it('the unlocked body is prepared as the article page would render it', async () => {
    const a = await tryPassword(DEMO_PASSWORD)
    const folio = (a.body.body as { folio?: { settings?: unknown; pages?: Record<string, string> } }).folio
    expect(folio?.settings).toEqual(bodyPreparation(demo.config).settings)
    // Links point at site URLs, never at raw page ids.
    for (const href of Object.values(folio?.pages ?? {})) expect(href).not.toMatch(/^\/[0-9a-f]{32}$/)
  })

  it('a wrong password: 401 wrong-password and nothing of the body', async () => {
    const a = await tryPassword('nope')
    expect(a).toMatchObject({ status: 401, body: { error: 'wrong-password' } })
    expect(JSON.stringify(a.body)).not.toContain(SECRET_WORDS)
  })

  it('an empty password: 400 (the UI never sends it), not counted', async () => {
    for (let i = 0; i < CLIENT_FAILURE_LIMIT + 1; i++) {
      expect(await tryPassword('')).toMatchObject({ status: 400, body: { error: 'empty-password' } })
    }
    expect((await tryPassword(DEMO_PASSWORD)).status).toBe(200)
  })

  it('unknown posts, open posts and bad ids: 404 / 400', async () => {
    expect((await call({ postId: '0'.repeat(32), password: 'x' })).status).toBe(404)
    expect(await call({ postId: open.id, password: 'x' })).toMatchObject({ status: 404, body: { error: 'not-found' } })
    expect((await call({ postId: 'not-an-id', password: 'x' })).status).toBe(400)
    expect((await call({ postId: locked.id })).status).toBe(400)
    expect((await call('not json')).status).toBe(400)
    expect((await call({ postId: locked.id, password: 'x'.repeat(2000) })).status).toBe(400)
  })

  it('accepts a dashed id', async () => {
    const dashed = locked.id.replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-')
    expect((await call({ postId: dashed, password: DEMO_PASSWORD })).status).toBe(200)
  })

  it('refuses anything but a JSON body: what a cross-site form can send never counts', async () => {
    const fields = { postId: locked.id, password: DEMO_PASSWORD }
    expect((await call(fields, { contentType: 'application/x-www-form-urlencoded' })).status).toBe(400)
    expect((await call(JSON.stringify(fields), { contentType: 'text/plain' })).status).toBe(400)
    expect((await call(fields, { contentType: 'application/json; charset=utf-8' })).status).toBe(200)
  })

  it('an unknown language site: 404', async () => {
    expect((await call({ postId: locked.id, password: DEMO_PASSWORD, site: 'fr' })).status).toBe(404)
  })

  it('only POST: 405 with Allow', async () => {
    const a = await call({ postId: locked.id, password: DEMO_PASSWORD }, { method: 'GET' })
    expect(a.status).toBe(405)
    expect(a.headers.allow).toBe('POST')
  })

  it(`after ${CLIENT_FAILURE_LIMIT} wrong passwords in ${WINDOW_MS / 60000} min: 429 with Retry-After, even for the right one`, async () => {
    for (let i = 0; i < CLIENT_FAILURE_LIMIT; i++) {
      expect((await tryPassword(`wrong-${i}`)).status).toBe(401)
      clock += 1000
    }
    const limited = await tryPassword(DEMO_PASSWORD)
    expect(limited).toMatchObject({ status: 429, body: { error: 'rate-limited' } })
    expect(Number(limited.headers['retry-after'])).toBe(WINDOW_MS / 1000 - CLIENT_FAILURE_LIMIT)
    // Another client is unaffected; this one may try again once the first failure leaves the window.
    expect((await tryPassword(DEMO_PASSWORD, '198.51.100.1')).status).toBe(200)
    clock += WINDOW_MS - CLIENT_FAILURE_LIMIT * 1000
    expect((await tryPassword(DEMO_PASSWORD)).status).toBe(200)
  })

  it('attempts sent at the same moment are counted before any is verified: 20 at once give at most 5 × 401', async () => {
    const verify = deps.verifyPassword
    // A slow verification (a workspace read) keeps every attempt in flight together.
    deps = { ...deps, verifyPassword: async (...args) => new Promise((r) => setTimeout(() => r(verify(...args)), 20)) }
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => tryPassword(`wrong-${i}`)))
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(CLIENT_FAILURE_LIMIT)
    expect(statuses.filter((s) => s === 429).length).toBe(20 - statuses.filter((s) => s === 401).length)
    expect((await tryPassword(DEMO_PASSWORD)).status).toBe(429)
  })

  it('a right password in flight with wrong ones does not use up an attempt', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: CLIENT_FAILURE_LIMIT - 1 }, () => tryPassword('wrong')),
      tryPassword(DEMO_PASSWORD),
    ])
    expect(answers.at(-1)?.status).toBe(200)
    // The right one reset this client: a full allowance again.
    for (let i = 0; i < CLIENT_FAILURE_LIMIT; i++) expect((await tryPassword('wrong')).status).toBe(401)
  })

  it('a verification error (503) is not counted as a wrong password', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const verify = deps.verifyPassword
    deps = { ...deps, verifyPassword: async () => Promise.reject(new Error('notion down')) }
    for (let i = 0; i < CLIENT_FAILURE_LIMIT + 1; i++) expect((await tryPassword('wrong')).status).toBe(503)
    deps = { ...deps, verifyPassword: verify }
    expect((await tryPassword(DEMO_PASSWORD)).status).toBe(200)
    error.mockRestore()
  })

  it('TRUST_PROXY decides whether X-Forwarded-For from a private peer names the client', async () => {
    const rotating = async (n: number) => (await call({ postId: locked.id, password: 'wrong' }, { ip: '10.0.0.5', forwardedFor: `198.51.100.${n}` })).status
    try {
      // auto (default): behind a local proxy, each forwarded address is its own client.
      for (let i = 0; i < CLIENT_FAILURE_LIMIT + 2; i++) expect(await rotating(i)).toBe(401)
      process.env.TRUST_PROXY = 'false'
      resetBaseConfig()
      deps = { ...defaultUnlockDeps(), loadSite: deps.loadSite, now: deps.now, tokens: deps.tokens }
      // false: the socket address only, so inventing addresses does not reset the count.
      for (let i = 0; i < CLIENT_FAILURE_LIMIT; i++) expect(await rotating(100 + i)).toBe(401)
      expect(await rotating(200)).toBe(429)
    } finally {
      delete process.env.TRUST_PROXY
      resetBaseConfig()
    }
  })

  it('a right password clears that client’s failures', async () => {
    for (let i = 0; i < CLIENT_FAILURE_LIMIT - 1; i++) await tryPassword('wrong')
    expect((await tryPassword(DEMO_PASSWORD)).status).toBe(200)
    for (let i = 0; i < CLIENT_FAILURE_LIMIT - 1; i++) expect((await tryPassword('wrong')).status).toBe(401)
  })

  it('a per-post ceiling holds against a guesser rotating addresses', async () => {
    deps = { ...deps, perPost: createSlidingWindowLimiter({ limit: 3, windowMs: WINDOW_MS, maxKeys: 10 }) }
    for (let i = 0; i < 3; i++) expect((await tryPassword('wrong', `198.51.100.${i}`)).status).toBe(401)
    expect((await tryPassword(DEMO_PASSWORD, '198.51.100.200')).status).toBe(429)
  })

  it('a token gets the body again without the password, until it expires', async () => {
    const { body } = await tryPassword(DEMO_PASSWORD)
    const token = String(body.token)
    const again = await call({ postId: locked.id, token })
    expect(again.status).toBe(200)
    expect(JSON.stringify(again.body.body)).toContain(SECRET_WORDS)
    expect(again.body.token).toBe(token)
    clock += TOKEN_TTL_MS
    expect(await call({ postId: locked.id, token })).toMatchObject({ status: 401, body: { error: 'invalid-token' } })
  })

  it('a token is refused when tampered with, for another post, or after the password changed', async () => {
    const token = String((await tryPassword(DEMO_PASSWORD)).body.token)
    expect((await call({ postId: locked.id, token: token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A') })).status).toBe(401)
    expect((await call({ postId: open.id, token })).status).toBe(404)
    deps = { ...deps, fingerprint: async () => 'another password' }
    expect((await call({ postId: locked.id, token })).status).toBe(401)
  })

  it('a workspace failure: 503, logged, nothing cached', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    deps = { ...deps, loadSite: async () => Promise.reject(new Error('notion down')) }
    const a = await tryPassword(DEMO_PASSWORD)
    expect(a).toMatchObject({ status: 503, body: { error: 'unavailable' } })
    expect(error).toHaveBeenCalledWith(expect.stringContaining('notion down'))
    error.mockRestore()
  })
})
