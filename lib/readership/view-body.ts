// The body of a view beacon, `{"path":"/article/x"}` as text (what sendBeacon sends) or JSON.
// Pure: read by the API route and by the production server's fast path (lib/server/view-beacon.ts).

/** Where beacons are sent (before the base path). */
export const VIEW_ROUTE = '/api/readership/view'

/** A path of MAX_PATH_LENGTH characters fits, with its JSON around it. */
export const MAX_VIEW_BODY_BYTES = 512

export type ViewBody = { path: string } | 'too large' | null

export function readViewBody(body: unknown): ViewBody {
  let value = body
  if (typeof body === 'string') {
    if (Buffer.byteLength(body) > MAX_VIEW_BODY_BYTES) return 'too large'
    try {
      value = JSON.parse(body)
    } catch {
      return null
    }
  }
  if (!value || typeof value !== 'object' || !('path' in value)) return null
  return typeof value.path === 'string' ? { path: value.path } : null
}
