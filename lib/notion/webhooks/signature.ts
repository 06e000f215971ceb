// Notion signs every webhook request (but the verification request) with HMAC-SHA256 of the raw
// body, keyed by the subscription's verification token: `X-Notion-Signature: sha256=<hex>`.
import { createHmac } from 'node:crypto'
import { secretMatches } from '@/lib/feeds/revalidate'

/** Lower case, as Node gives request headers. */
export const SIGNATURE_HEADER = 'x-notion-signature'

export function signBody(rawBody: string | Buffer, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`
}

/** Constant time (secretMatches hashes both sides first); false when the secret or header is missing. */
export function signatureMatches(rawBody: Buffer, header: unknown, secret: string): boolean {
  if (!secret || typeof header !== 'string') return false
  return secretMatches(header.trim(), signBody(rawBody, secret))
}
