// Unlock tokens: proof that this browser gave the right password, valid until an expiry.
// `v1.<expiry seconds>.<HMAC-SHA256>`; the MAC covers the post id, the expiry and a fingerprint
// of the current password, so changing the password (or the secret) revokes every token.
import { createHmac, timingSafeEqual } from 'node:crypto'

export interface UnlockTokens {
  sign(postId: string, passwordFingerprint: string, now: number): string
  verify(token: string, postId: string, passwordFingerprint: string, now: number): boolean
}

const TOKEN_PATTERN = /^v1\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/

export function createUnlockTokens(secret: Buffer | string, ttlMs: number): UnlockTokens {
  const mac = (postId: string, fingerprint: string, expiry: number) =>
    createHmac('sha256', secret).update(`unlock:v1:${postId}:${expiry}:${fingerprint}`).digest()

  return {
    sign(postId, fingerprint, now) {
      const expiry = Math.floor((now + ttlMs) / 1000)
      return `v1.${expiry}.${mac(postId, fingerprint, expiry).toString('base64url')}`
    },
    verify(token, postId, fingerprint, now) {
      const match = TOKEN_PATTERN.exec(token)
      if (!match?.[1] || !match[2]) return false
      const expiry = Number(match[1])
      if (expiry * 1000 <= now) return false
      const given = Buffer.from(match[2], 'base64url')
      const expected = mac(postId, fingerprint, expiry)
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
  }
}
