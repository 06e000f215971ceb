import { describe, expect, it } from 'vitest'
import { createSlidingWindowLimiter } from '@/lib/lock/rate-limit'

const limiter = (maxKeys = 100) => createSlidingWindowLimiter({ limit: 3, windowMs: 1000, maxKeys })

describe('sliding-window limiter', () => {
  it('allows `limit` failures, then refuses until the oldest leaves the window', () => {
    const l = limiter()
    for (const t of [0, 100, 200]) {
      expect(l.check('a', t).allowed).toBe(true)
      l.recordFailure('a', t)
    }
    expect(l.check('a', 300)).toEqual({ allowed: false, retryAfterMs: 700 })
    expect(l.check('a', 999)).toEqual({ allowed: false, retryAfterMs: 1 })
    // Sliding, not fixed: at 1000 only the failure at 0 has left; one more is allowed.
    expect(l.check('a', 1000).allowed).toBe(true)
    l.recordFailure('a', 1000)
    expect(l.check('a', 1050)).toEqual({ allowed: false, retryAfterMs: 50 })
  })

  it('reserve counts an attempt at once and release takes it back', () => {
    const l = limiter()
    const held = [0, 1, 2].map((t) => l.reserve('a', t))
    expect(held.every((r) => r.allowed)).toBe(true)
    expect(l.reserve('a', 3)).toMatchObject({ allowed: false, retryAfterMs: 997 })
    held[1]?.release()
    held[1]?.release() // twice is once
    expect(l.check('a', 3).allowed).toBe(true)
    expect(l.reserve('a', 3).allowed).toBe(true)
    expect(l.check('a', 4).allowed).toBe(false)
  })

  it('keeps keys apart', () => {
    const l = limiter()
    for (const t of [0, 1, 2]) l.recordFailure('a', t)
    expect(l.check('a', 3).allowed).toBe(false)
    expect(l.check('b', 3).allowed).toBe(true)
  })

  it('reset forgets a key', () => {
    const l = limiter()
    for (const t of [0, 1, 2]) l.recordFailure('a', t)
    l.reset('a')
    expect(l.check('a', 3).allowed).toBe(true)
  })

  it('forgets keys whose failures have all expired', () => {
    const l = limiter()
    l.recordFailure('a', 0)
    expect(l.size()).toBe(1)
    l.check('a', 5000)
    expect(l.size()).toBe(0)
  })

  it('holds at most maxKeys keys, dropping the least recently failed', () => {
    const l = limiter(2)
    for (const t of [0, 1, 2]) l.recordFailure('old', t)
    l.recordFailure('mid', 3)
    l.recordFailure('old', 4) // old is now the most recent
    l.recordFailure('new', 5)
    expect(l.size()).toBe(2)
    expect(l.check('old', 6).allowed).toBe(false)
    l.recordFailure('x', 7)
    l.recordFailure('y', 8)
    expect(l.size()).toBe(2)
    expect(l.check('old', 9).allowed).toBe(true)
  })

  it('stores at most `limit` timestamps per key however many failures arrive', () => {
    const l = limiter()
    for (let t = 0; t < 50; t++) l.recordFailure('a', t)
    // Refused until the third-newest (t = 47) expires.
    expect(l.check('a', 50)).toEqual({ allowed: false, retryAfterMs: 997 })
  })
})
