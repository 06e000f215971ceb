// Unlock attempts counted in Redis (INCR + PEXPIRE: a window from the first failure), so every
// instance sees every failure. Redis down: the instance's own limiter counts instead.
import type { AttemptLimiter, SharedLimit } from '@/lib/lock/attempt-limiter'
import type { Reservation, SlidingWindowLimiter } from '@/lib/lock/rate-limit'
import type { SharedStore } from './store'

export function sharedAttemptLimiter(store: SharedStore, local: SlidingWindowLimiter, { name, limit, windowMs }: SharedLimit): AttemptLimiter {
  const key = (k: string) => `unlock-failures:${name}:${k}`
  return {
    async reserve(k, now): Promise<Reservation> {
      const counted = await store.increment(key(k), windowMs)
      if (!counted) return local.reserve(k, now)
      if (counted.count > limit) {
        // A refused attempt is not a failure: take it back.
        await store.decrement(key(k))
        return { allowed: false, retryAfterMs: Math.max(1, counted.ttlMs), release: () => {} }
      }
      let released = false
      const release = () => {
        if (!released) void store.decrement(key(k))
        released = true
      }
      return { allowed: true, retryAfterMs: 0, release }
    },
    async reset(k) {
      local.reset(k)
      await store.remove(key(k))
    },
  }
}
