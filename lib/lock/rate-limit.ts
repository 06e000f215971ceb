// Failed-attempt counting with a sliding window, in memory. Each key keeps at most `limit`
// timestamps, and the map keeps at most `maxKeys` keys (least recently failed dropped first), so
// a flood of addresses cannot grow memory without bound.
export interface SlidingWindowOptions {
  /** Failures allowed inside one window; the next attempt is refused. */
  limit: number
  windowMs: number
  maxKeys: number
}

export interface LimitDecision {
  allowed: boolean
  /** How long until the oldest failure leaves the window (0 when allowed). */
  retryAfterMs: number
}

/** An attempt counted in advance: `release` takes it back (it turned out not to be a failure). */
export interface Reservation extends LimitDecision {
  release(): void
}

export interface SlidingWindowLimiter {
  check(key: string, now: number): LimitDecision
  /**
   * check + recordFailure in one synchronous step, so attempts in flight at the same time are
   * counted before any of them is verified. Nothing is recorded when refused.
   */
  reserve(key: string, now: number): Reservation
  recordFailure(key: string, now: number): void
  reset(key: string): void
  /** Keys currently held (for tests and bounds checks). */
  size(): number
}

export function createSlidingWindowLimiter({ limit, windowMs, maxKeys }: SlidingWindowOptions): SlidingWindowLimiter {
  const failures = new Map<string, number[]>()

  const recent = (key: string, now: number): number[] => {
    const kept = (failures.get(key) ?? []).filter((at) => now - at < windowMs)
    if (kept.length === 0) failures.delete(key)
    else failures.set(key, kept)
    return kept
  }

  const check = (key: string, now: number): LimitDecision => {
    const times = recent(key, now)
    const oldest = times[0]
    if (times.length < limit || oldest === undefined) return { allowed: true, retryAfterMs: 0 }
    return { allowed: false, retryAfterMs: Math.max(1, oldest + windowMs - now) }
  }

  const recordFailure = (key: string, now: number): void => {
    const times = [...recent(key, now), now].slice(-limit)
    // Re-inserting moves the key to the end: the map's order is least recently failed first.
    failures.delete(key)
    failures.set(key, times)
    while (failures.size > maxKeys) {
      const stalest = failures.keys().next().value
      if (stalest === undefined) break
      failures.delete(stalest)
    }
  }

  const forgetOne = (key: string, at: number): void => {
    const times = failures.get(key)
    const index = times?.lastIndexOf(at) ?? -1
    if (!times || index < 0) return
    times.splice(index, 1)
    if (times.length === 0) failures.delete(key)
  }

  return {
    check,
    reserve(key, now) {
      const decision = check(key, now)
      if (!decision.allowed) return { ...decision, release: () => {} }
      recordFailure(key, now)
      let released = false
      const release = () => {
        if (!released) forgetOne(key, now)
        released = true
      }
      return { ...decision, release }
    },
    recordFailure,
    reset(key) {
      failures.delete(key)
    },
    size: () => failures.size,
  }
}
