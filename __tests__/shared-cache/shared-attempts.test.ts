import { describe, expect, it } from 'vitest'
import { createSlidingWindowLimiter } from '@/lib/lock/rate-limit'
import { sharedAttemptLimiter } from '@/lib/shared-cache/shared-attempts'
import { memoryStore } from './memory-store'

const local = () => createSlidingWindowLimiter({ limit: 3, windowMs: 1000, maxKeys: 10 })
const limit = { name: 'client', limit: 3, windowMs: 1000 }

describe('shared unlock attempt counters', () => {
  it('counts the failures of every instance together', async () => {
    const store = memoryStore()
    const a = sharedAttemptLimiter(store, local(), limit)
    const b = sharedAttemptLimiter(store, local(), limit)
    expect((await a.reserve('ip|post', 0)).allowed).toBe(true)
    expect((await a.reserve('ip|post', 1)).allowed).toBe(true)
    expect((await b.reserve('ip|post', 2)).allowed).toBe(true)
    expect(await b.reserve('ip|post', 3)).toMatchObject({ allowed: false, retryAfterMs: 1000 })
    expect(await a.reserve('ip|post', 3)).toMatchObject({ allowed: false })
  })

  it('takes back a released attempt and forgets a reset key', async () => {
    const store = memoryStore()
    const a = sharedAttemptLimiter(store, local(), limit)
    const held = await a.reserve('k', 0)
    held.release()
    held.release()
    expect(store.values.get('unlock-failures:client:k')).toBe(0)
    await a.reserve('k', 1)
    await a.reset('k')
    expect(store.values.has('unlock-failures:client:k')).toBe(false)
  })

  it('counts in memory while the store is unavailable', async () => {
    const store = memoryStore()
    store.down = true
    const a = sharedAttemptLimiter(store, local(), limit)
    for (const t of [0, 1, 2]) expect((await a.reserve('k', t)).allowed).toBe(true)
    expect((await a.reserve('k', 3)).allowed).toBe(false)
  })
})
