// Without REDIS_URL a single instance runs as before: no shared store, and the Redis module is
// never imported. With it, the same entry points load it.
import { afterEach, describe, expect, it, vi } from 'vitest'

const loaded = vi.hoisted(() => ({ redis: false }))
vi.mock('@/lib/shared-cache/redis/redis-store', () => {
  loaded.redis = true
  return { createRedisStore: () => ({}) }
})

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('without REDIS_URL', () => {
  it('keeps the index and bodies on disk, the attempt counters in memory, and never loads Redis code', async () => {
    vi.stubEnv('REDIS_URL', '')
    const { sharedStore } = await import('@/lib/shared-cache/store')
    const { indexStore, diskIndexStore } = await import('@/lib/data/index-store')
    const { attemptLimiter } = await import('@/lib/lock/attempt-limiter')
    const { newClientLimiter } = await import('@/lib/lock/limits')
    const { bodyStore, noBodyStore } = await import('@/lib/data/body-store')
    expect(sharedStore()).toBeNull()
    expect(await indexStore()).toBe(diskIndexStore)
    expect(await bodyStore()).toBe(noBodyStore)
    const local = newClientLimiter()
    expect(attemptLimiter(local, { name: 'client', limit: 5, windowMs: 1000 })).toBe(local)
    expect(loaded.redis).toBe(false)
  })

  it('loads the Redis store only once REDIS_URL is set', async () => {
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:1')
    const { sharedStore } = await import('@/lib/shared-cache/store')
    await sharedStore()
    expect(loaded.redis).toBe(true)
  })
})
