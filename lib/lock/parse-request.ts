// Reads and checks the unlock request body. Lengths are capped: nothing legitimate is long.
// Only `Content-Type: application/json` is accepted: a cross-site page cannot send that without
// a CORS preflight (which this endpoint never grants), so it cannot make visitors' browsers burn
// their attempts. Form and text/plain bodies, which it can send, are refused.
import { z } from 'zod'
import type { UnlockRequest } from './protocol'

const postId = z
  .string()
  .transform((id) => id.replace(/-/g, '').toLowerCase())
  .pipe(z.string().regex(/^[0-9a-f]{32}$/))

const unlockRequest = z
  .object({
    postId,
    password: z.string().max(1024).optional(),
    token: z.string().max(256).optional(),
    site: z.string().regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/).optional(),
  })
  .refine((r) => r.password !== undefined || r.token !== undefined, 'password or token required')

const isJson = (contentType: string | undefined) => /^application\/json\s*(;|$)/i.test(contentType ?? '')

/** The request, or null when the body is not a well-formed JSON unlock request. */
export function parseUnlockRequest(contentType: string | undefined, body: unknown): UnlockRequest | null {
  if (!isJson(contentType) || typeof body !== 'object' || body === null) return null
  const result = unlockRequest.safeParse(body)
  return result.success ? result.data : null
}
