// Sends webhook events as Notion does, signed with a secret: for tests, the bench and the
// public-API stand-in. `webhookEvent` builds a payload of Notion's shape around a page id.
import { randomUUID } from 'node:crypto'
import { SIGNATURE_HEADER, signBody } from './signature'

export interface WebhookEventInput {
  type: string
  /** The page, database or data source the event is about. */
  entityId: string
  entityType?: 'page' | 'block' | 'database' | 'data_source'
  /** Default: a new one (a retried delivery keeps its id). */
  id?: string
  attemptNumber?: number
}

export function webhookEvent(input: WebhookEventInput): Record<string, unknown> {
  const entityType = input.entityType ?? (input.type.split('.')[0] as WebhookEventInput['entityType'])
  return {
    id: input.id ?? randomUUID(),
    timestamp: new Date().toISOString(),
    workspace_id: '00000000-0000-4000-8000-000000000000',
    subscription_id: '00000000-0000-4000-8000-000000000001',
    integration_id: '00000000-0000-4000-8000-000000000002',
    type: input.type,
    authors: [{ id: '00000000-0000-4000-8000-000000000003', type: 'person' }],
    accessible_by: [],
    attempt_number: input.attemptNumber ?? 1,
    entity: { id: input.entityId, type: entityType },
    data: {},
  }
}

export interface SentWebhook {
  status: number
  text: string
}

/** POSTs `payload` (an object, or a raw body) to `url`; signed unless `secret` is null. */
export async function sendWebhook(url: string, payload: unknown, secret: string | null): Promise<SentWebhook> {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload)
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (secret !== null) headers[SIGNATURE_HEADER] = signBody(body, secret)
  const answer = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(20_000) })
  return { status: answer.status, text: await answer.text() }
}
