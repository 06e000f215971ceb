// The browser side of POST /api/unlock: one call, one typed outcome (never throws).
import { withBasePath } from '@/lib/routes/base-path'
import { UNLOCK_ENDPOINT, type UnlockedArticle, type UnlockRequest, type UnlockSuccess } from '@/lib/lock/protocol'

export type UnlockOutcome =
  | { kind: 'unlocked'; article: UnlockedArticle; token: string }
  | { kind: 'wrong-password' }
  /** retryAfterSeconds: null when the answer did not say. */
  | { kind: 'rate-limited'; retryAfterSeconds: number | null }
  /** The token expired, was revoked, or the post is no longer locked or visible. */
  | { kind: 'token-refused' }
  /** Network trouble or a server error: worth trying again. */
  | { kind: 'failed' }

/** The language site of the page (`/en` → `en`) as the endpoint wants it. */
export function siteOfPrefix(prefix: string): string | undefined {
  return prefix.replace(/^\//, '') || undefined
}

function isSuccess(value: unknown): value is UnlockSuccess {
  const v = value as Partial<UnlockSuccess> | null
  return !!v && typeof v === 'object' && typeof v.token === 'string' && !!v.body && Array.isArray(v.toc)
}

export async function requestUnlock(request: UnlockRequest, signal?: AbortSignal): Promise<UnlockOutcome> {
  let response: Response
  try {
    response = await fetch(withBasePath(UNLOCK_ENDPOINT), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      cache: 'no-store',
      signal,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    return { kind: 'failed' }
  }
  if (response.status === 429) {
    const seconds = Number(response.headers.get('Retry-After'))
    return { kind: 'rate-limited', retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : null }
  }
  if (response.status === 401 || response.status === 404) {
    if (request.token !== undefined) return { kind: 'token-refused' }
    if (response.status === 401) return { kind: 'wrong-password' }
    return { kind: 'failed' }
  }
  if (!response.ok) return { kind: 'failed' }
  const answer: unknown = await response.json().catch(() => null)
  if (!isSuccess(answer)) return { kind: 'failed' }
  const { token, ...article } = answer
  return { kind: 'unlocked', article, token }
}
