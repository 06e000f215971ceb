// A password attempt is counted against both limits *before* its (awaited) verification and
// taken back if it turns out right: otherwise attempts sent at the same moment would all pass
// the check before any failure was recorded.
import type { AttemptLimiter } from './attempt-limiter'

export type ReservedAttempt = { allowed: true; release(): void } | { allowed: false; retryAfterMs: number }

export async function reserveAttempt(
  limits: { perClient: AttemptLimiter; perPost: AttemptLimiter },
  clientKey: string,
  postId: string,
  now: number,
): Promise<ReservedAttempt> {
  const client = await limits.perClient.reserve(clientKey, now)
  if (!client.allowed) return { allowed: false, retryAfterMs: client.retryAfterMs }
  const post = await limits.perPost.reserve(postId, now)
  if (!post.allowed) {
    client.release()
    return { allowed: false, retryAfterMs: post.retryAfterMs }
  }
  return {
    allowed: true,
    release: () => {
      client.release()
      post.release()
    },
  }
}
