// An optional real rate limit, shaped like Notion's: a token bucket refilled at `perSecond`
// (about 3 requests a second on average) holding up to `burst` tokens, so short bursts pass.
export interface RateLimit {
  perSecond: number
  burst: number
}

export const NOTION_RATE_LIMIT: RateLimit = { perSecond: 3, burst: 10 }

export function createTokenBucket(limit: RateLimit, now: () => number = Date.now) {
  let tokens = limit.burst
  let at = now()
  return {
    /** Takes a token; when none is left, the seconds to wait (Retry-After) instead. */
    take(): { ok: true } | { ok: false; retryAfter: number } {
      const current = now()
      tokens = Math.min(limit.burst, tokens + ((current - at) / 1000) * limit.perSecond)
      at = current
      if (tokens >= 1) {
        tokens -= 1
        return { ok: true }
      }
      return { ok: false, retryAfter: Math.max(1, Math.ceil((1 - tokens) / limit.perSecond)) }
    },
  }
}
