// Notion's webhook payloads, read into what Folio acts on. Every event has `id` (stable across
// retried deliveries), `type`, `timestamp`, `entity: {id, type}`, `data` and `attempt_number`;
// the one-time verification request is `{verification_token}` alone. Only the ids matter here:
// events carry no content, the site is read again from the source.

/** What one event asks of the site: a page to look at again, or the whole site. */
export interface SiteChange {
  eventId: string
  type: string
  /** Undashed page id when the event is about one page; null when everything may have changed. */
  pageId: string | null
}

export type WebhookMessage =
  | { kind: 'verification'; token: string }
  | { kind: 'change'; change: SiteChange }
  /** An event that shows nowhere on the site (comments, for instance). */
  | { kind: 'ignored'; eventId: string; type: string }
  | { kind: 'invalid'; why: string }

const PAGE_EVENTS = new Set([
  'page.created',
  'page.content_updated',
  'page.properties_updated',
  'page.moved',
  'page.deleted',
  'page.undeleted',
  'page.locked',
  'page.unlocked',
])

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value)

export const compactId = (id: string) => id.replace(/-/g, '').toLowerCase()

function parseJson(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody)
  } catch {
    return undefined
  }
}

/** The verification request's token, or undefined for anything else. */
export function verificationToken(rawBody: string): string | undefined {
  const body = parseJson(rawBody)
  if (!isObject(body) || 'type' in body) return undefined
  const token = body.verification_token
  return typeof token === 'string' && token ? token : undefined
}

export function readWebhookMessage(rawBody: string): WebhookMessage {
  const token = verificationToken(rawBody)
  if (token) return { kind: 'verification', token }
  const body = parseJson(rawBody)
  if (!isObject(body)) return { kind: 'invalid', why: 'not a JSON object' }
  const { id, type, entity } = body
  if (typeof id !== 'string' || !id || typeof type !== 'string') return { kind: 'invalid', why: 'no event id or type' }
  const entityId = isObject(entity) && typeof entity.id === 'string' ? compactId(entity.id) : ''
  if (PAGE_EVENTS.has(type)) {
    if (!entityId) return { kind: 'invalid', why: `${type} without an entity id` }
    return { kind: 'change', change: { eventId: id, type, pageId: entityId } }
  }
  // A database or data source changed (schema, views, rows moved in or out): anything may show it.
  if (type.startsWith('database.') || type.startsWith('data_source.')) {
    return { kind: 'change', change: { eventId: id, type, pageId: null } }
  }
  return { kind: 'ignored', eventId: id, type }
}
