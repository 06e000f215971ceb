// Which answers are served from a compressed copy (lib/server/compressed-copies.ts): those a
// shared cache may keep for everyone, decided from the headers the answer is about to carry.
// That is a cached page and its page data (Next's ISR: `s-maxage`), a static file (`public`),
// and the feeds, sitemap and search index (`public, s-maxage`). Not: search results and
// signed-in screens (`private, no-store`), an answer that sets a cookie, one marked
// `no-transform`, anything but a 200 to a GET or HEAD, a type that does not compress, or a
// body under 1 kB (the compression middleware's own threshold) or over 4 MB.
import type { OutgoingHttpHeader } from 'node:http'

export const MIN_COPIED_BYTES = 1024
export const MAX_COPIED_BYTES = 4 * 1024 * 1024

const COMPRESSIBLE = /^\s*(?:text\/|application\/(?:json|javascript|ecmascript|xml|manifest\+json|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i
const SHARED = /(?:^|,)\s*(?:public|s-maxage=|immutable)/i
const NOT_SHARED = /(?:^|,)\s*(?:private|no-store|no-cache|no-transform)/i

export interface AnswerHead {
  method: string | undefined
  status: number
  header(name: string): OutgoingHttpHeader | undefined
}

const text = (value: OutgoingHttpHeader | undefined) => (Array.isArray(value) ? value.join(', ') : String(value ?? ''))

export function isCopyable(answer: AnswerHead, bodyBytes: number): boolean {
  if (answer.status !== 200 || (answer.method !== 'GET' && answer.method !== 'HEAD')) return false
  if (!(bodyBytes >= MIN_COPIED_BYTES && bodyBytes <= MAX_COPIED_BYTES)) return false
  if (answer.header('set-cookie') !== undefined || answer.header('content-encoding') !== undefined) return false
  const cacheControl = text(answer.header('cache-control'))
  return SHARED.test(cacheControl) && !NOT_SHARED.test(cacheControl) && COMPRESSIBLE.test(text(answer.header('content-type')))
}
