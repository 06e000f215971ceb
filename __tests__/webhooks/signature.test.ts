import { createHmac } from 'node:crypto'
import { readWebhookMessage, verificationToken } from '@/lib/notion/webhooks/events'
import { webhookEvent } from '@/lib/notion/webhooks/sender'
import { signatureMatches, signBody } from '@/lib/notion/webhooks/signature'

const SECRET = 'secret_webhook_verification_token'
const body = Buffer.from(JSON.stringify(webhookEvent({ type: 'page.content_updated', entityId: '5206b088-f86b-4987-829b-7fb2af9e7011' })))

describe('webhook signature', () => {
  it('is sha256=<hex HMAC-SHA256 of the raw body, keyed by the verification token>', () => {
    const hex = createHmac('sha256', SECRET).update(body).digest('hex')
    expect(signBody(body, SECRET)).toBe(`sha256=${hex}`)
  })

  it('matches only the same body signed with the same secret', () => {
    expect(signatureMatches(body, signBody(body, SECRET), SECRET)).toBe(true)
    expect(signatureMatches(body, signBody(body, 'another secret'), SECRET)).toBe(false)
    expect(signatureMatches(Buffer.concat([body, Buffer.from(' ')]), signBody(body, SECRET), SECRET)).toBe(false)
    expect(signatureMatches(body, signBody(body, SECRET).slice(0, -1), SECRET)).toBe(false)
  })

  it('never matches without a header or without a secret', () => {
    expect(signatureMatches(body, undefined, SECRET)).toBe(false)
    expect(signatureMatches(body, ['sha256=x'], SECRET)).toBe(false)
    expect(signatureMatches(body, signBody(body, ''), '')).toBe(false)
  })
})

describe('webhook payloads', () => {
  it('reads the verification request (a token and nothing else)', () => {
    expect(readWebhookMessage('{"verification_token":"secret_abc"}')).toEqual({ kind: 'verification', token: 'secret_abc' })
    expect(verificationToken('{"verification_token":"secret_abc","type":"page.created"}')).toBeUndefined()
    expect(verificationToken('not json')).toBeUndefined()
  })

  it.each(['page.created', 'page.content_updated', 'page.properties_updated', 'page.moved', 'page.deleted', 'page.undeleted'])(
    '%s names its page (undashed)',
    (type) => {
      const event = webhookEvent({ type, entityId: '5206B088-f86b-4987-829b-7fb2af9e7011', id: 'evt-1' })
      expect(readWebhookMessage(JSON.stringify(event))).toEqual({
        kind: 'change',
        change: { eventId: 'evt-1', type, pageId: '5206b088f86b4987829b7fb2af9e7011' },
      })
    },
  )

  it.each(['database.schema_updated', 'data_source.content_updated', 'data_source.schema_updated', 'database.deleted'])(
    '%s may change anything (no single page)',
    (type) => {
      const message = readWebhookMessage(JSON.stringify(webhookEvent({ type, entityId: 'f01105a1e0b14c0f8a2d5e6b7c8d9e0f', id: 'e' })))
      expect(message).toEqual({ kind: 'change', change: { eventId: 'e', type, pageId: null } })
    },
  )

  it('ignores what the site never shows, refuses what is not an event', () => {
    expect(readWebhookMessage(JSON.stringify(webhookEvent({ type: 'comment.created', entityId: 'c', id: 'e' })))).toEqual({
      kind: 'ignored',
      eventId: 'e',
      type: 'comment.created',
    })
    expect(readWebhookMessage('[]').kind).toBe('invalid')
    expect(readWebhookMessage('{"type":"page.created"}').kind).toBe('invalid')
    expect(readWebhookMessage('{"id":"e","type":"page.created","entity":{}}').kind).toBe('invalid')
  })
})
