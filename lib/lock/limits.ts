// How many wrong passwords are tolerated, and for how long an unlock lasts.
import { createSlidingWindowLimiter } from './rate-limit'

export const WINDOW_MS = 5 * 60_000
/** Wrong passwords one client may try on one post per window. */
export const CLIENT_FAILURE_LIMIT = 5
/**
 * Wrong passwords on one post per window from all clients together: a ceiling for a guesser
 * who rotates addresses. It can lock a post's form for everyone for a few minutes; visitors
 * who already unlocked keep reading through their tokens.
 */
export const POST_FAILURE_LIMIT = 100
export const MAX_TRACKED_KEYS = 10_000
/** An unlock lasts the browser session, and at most this long. */
export const TOKEN_TTL_MS = 12 * 60 * 60_000

export const newClientLimiter = () =>
  createSlidingWindowLimiter({ limit: CLIENT_FAILURE_LIMIT, windowMs: WINDOW_MS, maxKeys: MAX_TRACKED_KEYS })

export const newPostLimiter = () =>
  createSlidingWindowLimiter({ limit: POST_FAILURE_LIMIT, windowMs: WINDOW_MS, maxKeys: MAX_TRACKED_KEYS })
