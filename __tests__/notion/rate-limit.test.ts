// @vitest-environment node
// A 429 is about the client, not one request: every request waits until Retry-After passes.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { compactId, writeSnapshot } from '@/lib/notion/builder'
import { liveSource } from '@/lib/notion/source'
import { startNotionStub, type NotionStub } from '@/lib/notion/stub'
import { smallBlog } from '../fixtures/small-blog'

let stub: NotionStub
let tmp: string
const fx = smallBlog()

beforeEach(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'folio-429-'))
  writeSnapshot(tmp, fx.ws)
  stub = await startNotionStub({ dir: tmp })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(async () => {
  vi.restoreAllMocks()
  await stub.close()
  rmSync(tmp, { recursive: true, force: true })
})

const until = async (ready: () => boolean) => {
  while (!ready()) await new Promise((r) => setTimeout(r, 2))
}

describe('rate limits', () => {
  it('a 429 pauses every endpoint until Retry-After passes, capped by the max delay', async () => {
    // Retry-After: 60 s, capped at 300 ms; notion-client's own 60 s cooldown is never used.
    const source = liveSource({ apiBaseUrl: stub.url, concurrency: 3, retries: 2, retryBaseMs: 5, maxRetryDelayMs: 300, timeoutMs: 5000 })
    stub.addFault({ endpoint: 'loadPageChunk', pageId: fx.ids.first, retryAfter: 60, times: 1 })
    const started = Date.now()
    const first = source.getPage(compactId(fx.ids.first))
    await until(() => stub.calls.some((c) => c.status === 429))
    const limitedAt = stub.calls.find((c) => c.status === 429)?.at ?? 0
    // The stub records a call when it arrives: give the client a moment to read the answer.
    await new Promise((r) => setTimeout(r, 30))
    // Requests made after the 429, to other pages and endpoints (the root page queries its database).
    await Promise.all([first, source.getPage(compactId(fx.ids.about)), source.getPage(compactId(fx.rootId))])
    const after = stub.calls.filter((c) => c.status !== 429)
    expect([...new Set(after.map((c) => c.endpoint))]).toEqual(expect.arrayContaining(['loadPageChunk', 'queryCollection', 'syncRecordValuesMain']))
    // Nothing reached the server during the pause (a little timer slack allowed).
    expect(Math.min(...after.map((c) => c.at)) - limitedAt).toBeGreaterThanOrEqual(280)
    // Far below the 60 s Retry-After, with room for a busy machine.
    expect(Date.now() - started).toBeLessThan(15_000)
  })
})
