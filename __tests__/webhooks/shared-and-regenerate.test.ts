// With REDIS_URL: retries known to every instance, one instance regenerating at a time. And a
// batch: the site read again once, then the pages that show the change regenerated.
import { demoData, mockRes } from '../feeds/helpers'
import { memoryStore } from '@/__tests__/shared-cache/memory-store'
import type { SiteData } from '@/lib/data/site-data'
import { regenerate } from '@/lib/webhooks/regenerate'
import { seenEvents } from '@/lib/webhooks/seen-events'
import { createWebhookQueue } from '@/lib/webhooks/webhook-queue'

const POST = '0015504c86594d1899af851252627d22'

describe('webhook work shared between instances', () => {
  it('an event id seen by one instance is a repeat on the other; Redis down: each instance remembers its own', async () => {
    const store = memoryStore()
    const [a, b] = [seenEvents(async () => store), seenEvents(async () => store)]
    expect(await a.firstTime('evt')).toBe(true)
    expect(await b.firstTime('evt')).toBe(false)
    expect(await a.firstTime('evt')).toBe(false)
    // A failed job gives the id back: the next delivery, on any instance, is taken.
    await a.forget('evt')
    expect(await b.firstTime('evt')).toBe(true)
    expect(await a.firstTime('evt')).toBe(false)
    store.down = true
    expect(await b.firstTime('other')).toBe(true)
    expect(await b.firstTime('other')).toBe(false)
  })

  it('a batch waits while another instance holds the work lock, then runs', async () => {
    const store = memoryStore()
    store.values.set('webhook-work', 'someone else')
    const ran: number[] = []
    const queue = createWebhookQueue({ run: async () => void ran.push(Date.now()), store: async () => store, debounceMs: 5, maxWaitMs: 50 })
    queue.add(POST, mockRes().res)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(ran).toEqual([])
    store.values.delete('webhook-work')
    await queue.settled()
    expect(ran).toHaveLength(1)
    expect(store.values.has('webhook-work')).toBe(false)
  })
})

describe('regenerating a batch', () => {
  it('reads the site, expires it, reads it again, and regenerates the affected pages under their variant paths', async () => {
    const demo = await demoData()
    const order: string[] = []
    const site = async (lang?: string): Promise<SiteData> => {
      order.push(`site:${lang ?? ''}`)
      return demo
    }
    const expire = async () => void order.push('expire')
    const { res, state } = mockRes()
    const done = await regenerate({ site, expire, prefixes: () => ['ja'] }, [POST], res)
    expect(order).toEqual(['site:', 'site:ja', 'expire', 'site:', 'site:ja'])
    expect(done.failed).toEqual([])
    expect(state.revalidated).toEqual(expect.arrayContaining(['/_v/article/rust-small-scripts', '/_v', '/_v/archive']))
    // The same post on the language site, under its own variant.
    expect(state.revalidated.some((p) => p.endsWith('/article/rust-small-scripts') && p !== '/_v/article/rust-small-scripts')).toBe(true)
    // More than the 50 paths a hand-made /api/revalidate call may ask for: a webhook is not capped.
    const everything = await regenerate({ site, expire, prefixes: () => [] }, [null], mockRes().res)
    expect(everything.revalidated.length).toBeGreaterThan(50)
  })
})
