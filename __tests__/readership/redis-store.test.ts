// @vitest-environment node
// The Redis readership store on a real redis-server of its own (a loopback port, no
// persistence), including Redis going away mid-run.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { redisServerInstalled, startRedis, type Process } from '@/e2e/redis/processes'
import { redisReadershipStore } from '@/lib/readership/redis-readership'
import { sharedSalts } from '@/lib/readership/salt'
import type { CountedView, ReadershipStore } from '@/lib/readership/store'
import { createRedisStore } from '@/lib/shared-cache/redis/redis-store'
import type { SharedStore } from '@/lib/shared-cache/store'

const PORT = 17_200 + (process.pid % 500)
const DAY = '2026-11-20'
const AT = Date.parse('2026-11-20T10:00:00Z')
const WINDOW_MS = 300

const view = (path: string, visitor: string, day = DAY): CountedView => ({ path, visitor, day, at: AT })
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// CI installs redis-server first (scripts/install-redis.sh); there, a missing one fails the run.
const canRun = redisServerInstalled() || !!process.env.CI
if (!canRun) console.warn('[test] redis-server is not installed: the Redis readership store is NOT tested')

describe.runIf(canRun)('the Redis readership store', () => {
  let redis: Process
  let shared: SharedStore
  let store: ReadershipStore
  beforeAll(async () => {
    redis = await startRedis(PORT)
    shared = createRedisStore(`redis://127.0.0.1:${PORT}`)
    store = redisReadershipStore(shared, { windowMs: WINDOW_MS })
  })
  afterAll(async () => {
    await redis?.stop()
  })

  it('counts views exactly and visitors once per day and page, site and page', async () => {
    await store.record([view('/a', 'v1'), view('/a', 'v2'), view('/b', 'v1')])
    expect(await store.figures('/a')).toEqual({ site: { views: 3, visitors: 2 }, page: { views: 2, visitors: 2 } })
    expect(await store.figures('/b')).toEqual({ site: { views: 3, visitors: 2 }, page: { views: 1, visitors: 1 } })
    expect((await store.figures('/none')).page).toEqual({ views: 0, visitors: 0 })
  })

  it('does not count a reload within the window, counts one after it, not the visitor again', async () => {
    await store.record([view('/c', 'v1'), view('/c', 'v1')])
    await store.record([view('/c', 'v1')])
    expect((await store.figures('/c')).page).toEqual({ views: 1, visitors: 1 })
    await pause(WINDOW_MS + 100)
    await store.record([view('/c', 'v1')])
    expect((await store.figures('/c')).page).toEqual({ views: 2, visitors: 1 })
  })

  it('reports pages over days, most viewed first, and each day', async () => {
    await store.record([view('/d', 'x1', '2026-11-19'), view('/d', 'x2', '2026-11-19')])
    expect(await store.pages(['2026-11-19'])).toEqual([{ path: '/d', views: 2, visitors: 2 }])
    const both = await store.pages(['2026-11-19', DAY])
    expect(both[0]).toEqual({ path: '/a', views: 2, visitors: 2 })
    expect(both.find((row) => row.path === '/d')).toEqual({ path: '/d', views: 2, visitors: 2 })
    expect(await store.days(['2026-11-18', '2026-11-19', DAY])).toEqual([
      { date: '2026-11-19', views: 2, visitors: 2 },
      { date: DAY, views: 5, visitors: 2 },
    ])
  })

  it('counts 2,000 views of distinct visitors in one call, HyperLogLog visitors within 2 %', async () => {
    const views = Array.from({ length: 2000 }, (_, i) => view('/e', `bulk-${i}`))
    await store.record(views)
    const { page } = await store.figures('/e')
    expect(page.views).toBe(2000)
    expect(Math.abs(page.visitors - 2000)).toBeLessThan(40)
  })

  it('shares the day salt between instances', async () => {
    const one = sharedSalts(shared)
    const two = sharedSalts(createRedisStore(`redis://127.0.0.1:${PORT}`))
    expect(await one(DAY)).toBe(await two(DAY))
    expect(await one(DAY)).not.toBe(await one('2026-11-21'))
  })

  it('rejects quickly, never hangs, once redis-server is gone, and the salt falls back to memory', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await redis.stop()
    const started = Date.now()
    await expect(store.record([view('/f', 'v1')])).rejects.toThrow()
    await expect(store.figures('/f')).rejects.toThrow()
    await expect(store.pages([DAY])).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(5000)
    expect(await sharedSalts(shared)('2026-12-01')).toMatch(/^[0-9a-f]{64}$/)
    warn.mockRestore()
  })
})
