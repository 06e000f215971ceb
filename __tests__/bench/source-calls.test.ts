// @vitest-environment node
// Issue 33's bench (bench/source-calls.ts): a cold build's data fetch and an unchanged rebuild
// through each source, the public API at its real rate limit; the rebuild reads no body again.
import { describe, expect, it } from 'vitest'
import { benchSourceCalls } from '@/bench/source-calls'

const POSTS = 4

describe('the per-source data-fetch bench', () => {
  it('measures both sources, cold and unchanged, with their calls by endpoint', async () => {
    const rows = await benchSourceCalls(POSTS)
    expect(rows.map((row) => row.run.replace(/ \(\d+ posts.*\)$/, ''))).toEqual([
      '/api/v3 (stub): cold build',
      '/api/v3 (stub): unchanged rebuild',
      'public API (stand-in, 3/s): cold build',
      'public API (stand-in, 3/s): unchanged rebuild',
    ])
    const [classicCold, classicWarm, publicCold, publicWarm] = rows.map((row) => row.calls)
    expect(classicCold?.loadPageChunk).toBeGreaterThan(POSTS)
    expect(classicWarm?.loadPageChunk ?? 0).toBeLessThanOrEqual(1)
    expect(publicCold?.['blocks.children.list']).toBeGreaterThanOrEqual(POSTS)
    expect(publicCold?.['views.queries.create']).toBeGreaterThan(0)
    expect(publicWarm?.['blocks.children.list'] ?? 0).toBe(0)
    expect(publicWarm?.['dataSources.query']).toBeGreaterThan(0)
    expect(rows.every((row) => row.ms > 0)).toBe(true)
  }, 90_000)
})
