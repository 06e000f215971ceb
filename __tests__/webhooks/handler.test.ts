// POST /api/notion/webhook: signature before anything else, the verification request, retried
// deliveries, events merged into one regeneration.
import { Readable } from 'node:stream'
import type { NextApiRequest } from 'next'
import { webhookEvent } from '@/lib/notion/webhooks/sender'
import { SIGNATURE_HEADER, signBody } from '@/lib/notion/webhooks/signature'
import { createWebhookHandler, MAX_WEBHOOK_BODY_BYTES, resetLoggedTokensForTests } from '@/lib/webhooks/webhook-handler'
import { seenEvents } from '@/lib/webhooks/seen-events'
import { createWebhookQueue, type ChangedPages } from '@/lib/webhooks/webhook-queue'
import { mockRes } from '../feeds/helpers'

const SECRET = 'secret_folio_webhook'
const PAGE = '0015504c86594d1899af851252627d22'

function setup(secret = SECRET, failing = { runs: 0 }) {
  const batches: ChangedPages[] = []
  const logged: string[] = []
  const queue = createWebhookQueue({
    run: async (pageIds) => {
      batches.push(pageIds)
      if (failing.runs-- > 0) throw new Error('Notion is down')
    },
    store: () => null,
    debounceMs: 20,
    maxWaitMs: 200,
  })
  const handler = createWebhookHandler({ secret: () => secret, queue, seen: seenEvents(() => null), log: (l) => logged.push(l) })
  async function post(body: string, headers: Record<string, string> = {}, method = 'POST') {
    const req = Object.assign(Readable.from([Buffer.from(body)]), { method, headers, query: {} }) as unknown as NextApiRequest
    const { res, state } = mockRes()
    await handler(req, res)
    return state
  }
  const signed = (payload: unknown, key = secret) => {
    const body = JSON.stringify(payload)
    return post(body, { [SIGNATURE_HEADER]: signBody(body, key) })
  }
  return { batches, logged, queue, post, signed }
}

const event = (id: string, type = 'page.content_updated', entityId = PAGE) => webhookEvent({ id, type, entityId })

beforeEach(() => resetLoggedTokensForTests())

describe('webhook: who may call it', () => {
  it('accepts a correctly signed event (200) and regenerates after answering', async () => {
    const t = setup()
    const state = await t.signed(event('e1'))
    expect(state.statusCode).toBe(200)
    expect(state.body).toEqual({ accepted: true })
    expect(t.batches).toEqual([])
    await t.queue.settled()
    expect(t.batches).toEqual([[PAGE]])
  })

  it.each([
    ['a wrong secret', (t: ReturnType<typeof setup>) => t.signed(event('e1'), 'not the secret')],
    ['no signature', (t: ReturnType<typeof setup>) => t.post(JSON.stringify(event('e1')))],
    ['a tampered body', (t: ReturnType<typeof setup>) => t.post(JSON.stringify(event('e2')), { [SIGNATURE_HEADER]: signBody(JSON.stringify(event('e1')), SECRET) })],
    ['a body that is not JSON, unsigned', (t: ReturnType<typeof setup>) => t.post('{{{')],
  ])('401 for %s, and nothing regenerated', async (_, send) => {
    const t = setup()
    const state = await send(t)
    expect(state.statusCode).toBe(401)
    expect(state.headers['cache-control']).toBe('no-store')
    await t.queue.settled()
    expect(t.batches).toEqual([])
  })

  it('401 for every event while NOTION_WEBHOOK_SECRET is unset, even one signed with the empty key', async () => {
    const t = setup('')
    expect((await t.signed(event('e1'), '')).statusCode).toBe(401)
    await t.queue.settled()
    expect(t.batches).toEqual([])
  })

  it('accepts the unsigned verification request and logs its token once', async () => {
    const t = setup('')
    const verification = JSON.stringify({ verification_token: 'secret_from_notion' })
    expect((await t.post(verification)).statusCode).toBe(200)
    expect((await t.post(verification)).statusCode).toBe(200)
    expect(t.logged).toHaveLength(1)
    expect(t.logged[0]).toContain('secret_from_notion')
    expect(t.logged[0]).toContain('NOTION_WEBHOOK_SECRET')
    expect(t.batches).toEqual([])
  })

  it('405 for anything but POST; 413 for a body over the limit, before it is checked', async () => {
    const t = setup()
    expect((await t.post('', {}, 'GET')).statusCode).toBe(405)
    expect((await t.post('x'.repeat(MAX_WEBHOOK_BODY_BYTES + 1))).statusCode).toBe(413)
  })
})

describe('webhook: what it does', () => {
  it('a retried delivery (same event id) does nothing twice', async () => {
    const t = setup()
    await t.signed(event('e1'))
    await t.queue.settled()
    const retry = await t.signed({ ...event('e1'), attempt_number: 2 })
    expect(retry.statusCode).toBe(200)
    expect(retry.body).toEqual({ accepted: false, duplicate: true })
    await t.queue.settled()
    expect(t.batches).toHaveLength(1)
  })

  it('events arriving together are one regeneration', async () => {
    const t = setup()
    const other = 'f57ac7bb81814d80b98dfc9bdcef36d3'
    await Promise.all([t.signed(event('a')), t.signed(event('b', 'page.properties_updated')), t.signed(event('c', 'page.moved', other))])
    await t.queue.settled()
    expect(t.batches).toEqual([[PAGE, other]])
  })

  it('a database event asks for everything; a comment for nothing', async () => {
    const t = setup()
    await t.signed(event('d', 'data_source.schema_updated', 'f01105a1e0b14c0f8a2d5e6b7c8d9e0f'))
    expect((await t.signed(event('c', 'comment.created'))).body).toEqual({ accepted: false, ignored: 'comment.created' })
    await t.queue.settled()
    expect(t.batches).toEqual([[null]])
  })

  it('400 for a signed body that is no event', async () => {
    const t = setup()
    expect((await t.signed({ hello: 'world' })).statusCode).toBe(400)
  })
})

describe('webhook: a regeneration that fails', () => {
  it('leaves its event unseen, so that Notion retrying it regenerates again; a success is then final', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const t = setup(SECRET, { runs: 1 })
    await t.signed(event('e-fails'))
    await t.queue.settled()
    await new Promise((resolve) => setTimeout(resolve, 10))
    const retried = await t.signed(event('e-fails'))
    expect(retried.body).toEqual({ accepted: true })
    await t.queue.settled()
    expect(t.batches).toEqual([[PAGE], [PAGE]])
    const again = await t.signed(event('e-fails'))
    expect(again.body).toEqual({ accepted: false, duplicate: true })
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('regenerating failed'))
    errors.mockRestore()
  })
})
