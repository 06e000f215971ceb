// From documents to the payload the browser downloads (server side).
import { createHash } from 'node:crypto'
import { SEARCH_INDEX_FORMAT, type SearchDoc, type SearchIndexPayload } from './types'

/** Stable for the same input; any change of content changes it. */
export function signatureOf(parts: unknown): string {
  const json = JSON.stringify([SEARCH_INDEX_FORMAT, parts])
  return createHash('sha256').update(json).digest('base64url').slice(0, 27)
}

/** JSON as served: `<` written as \u003c (the same JSON), so no text of a post reads as a tag. */
export function servedJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c')
}

export function searchIndexText(payload: SearchIndexPayload): string {
  return servedJson(payload)
}

export function buildSearchIndex(
  docs: SearchDoc[],
  signature = signatureOf(docs),
): SearchIndexPayload {
  return { format: SEARCH_INDEX_FORMAT, signature, docs }
}
