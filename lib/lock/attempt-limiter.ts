// Failed-attempt limits as the unlock handler uses them: this instance's memory, or, with
// REDIS_URL, counters every instance shares (N instances must not give a guesser N times the
// attempts). The in-memory limiter already fits; the shared one answers asynchronously.
import { sharedStore } from '@/lib/shared-cache/store'
import type { Reservation, SlidingWindowLimiter } from './rate-limit'

export interface AttemptLimiter {
  /** Counts an attempt before it is verified; refused (and not counted) past the limit. */
  reserve(key: string, now: number): Reservation | Promise<Reservation>
  reset(key: string): void | Promise<void>
}

export interface SharedLimit {
  /** Names the counters in the shared store ('client', 'post'). */
  name: string
  limit: number
  windowMs: number
}

/** `local` alone without a shared store; else shared counters that fall back to `local`. */
export function attemptLimiter(local: SlidingWindowLimiter, limit: SharedLimit): AttemptLimiter {
  const store = sharedStore()
  if (!store) return local
  const shared = Promise.all([store, import('@/lib/shared-cache/shared-attempts')]).then(([s, m]) =>
    m.sharedAttemptLimiter(s, local, limit),
  )
  return {
    reserve: async (key, now) => (await shared).reserve(key, now),
    reset: async (key) => (await shared).reset(key),
  }
}
