import { describe, expect, it, vi } from 'vitest'
import type { WorkspaceSnapshot } from '@/lib/data/fetch-workspace'
import type { IndexStore, StoredIndex } from '@/lib/data/index-store'
import { sharedIndexStore } from '@/lib/shared-cache/shared-index-store'
import { memoryStore } from './memory-store'

const snapshot = (fetchedAt: number) =>
  ({ fetchedAt, index: { rows: [] } }) as unknown as WorkspaceSnapshot

const newerThan = (t: number) => (w: WorkspaceSnapshot) => w.fetchedAt > t

function fakeDisk(): IndexStore {
  const files = new Map<string, StoredIndex>()
  return {
    read: async (id) => files.get(id),
    write: async (id, stored) => void files.set(id, stored),
    refreshOnce: (_id, _wanted, refresh) => refresh(),
    expiredAt: async () => 0,
    expire: async () => {},
  }
}

describe('shared site index', () => {
  it('lets one instance refresh while the other waits for its result', async () => {
    const store = memoryStore()
    const a = sharedIndexStore(store, fakeDisk())
    const b = sharedIndexStore(store, fakeDisk())
    let finish: (s: WorkspaceSnapshot) => void = () => {}
    const slowFetch = vi.fn(() => new Promise<WorkspaceSnapshot>((resolve) => (finish = resolve)))
    const otherFetch = vi.fn(async () => snapshot(99))
    const first = a.refreshOnce('root', newerThan(0), async () => {
      const got = await slowFetch()
      await a.write('root', got)
      return got
    })
    await vi.waitFor(() => expect(slowFetch).toHaveBeenCalled())
    const second = b.refreshOnce('root', newerThan(0), otherFetch)
    finish(snapshot(50))
    expect((await first)?.fetchedAt).toBe(50)
    expect((await second)?.fetchedAt).toBe(50)
    expect(otherFetch).not.toHaveBeenCalled()
    expect(store.values.has('site-index-lock:root')).toBe(false)
  })

  it('refreshes alone when Redis is unavailable, and reads the newer of Redis and disk', async () => {
    const store = memoryStore()
    const disk = fakeDisk()
    const a = sharedIndexStore(store, disk)
    await a.write('root', snapshot(10))
    await disk.write('root', snapshot(20))
    expect((await a.read('root'))?.fetchedAt).toBe(20)
    store.down = true
    expect((await a.refreshOnce('root', newerThan(0), async () => snapshot(30)))?.fetchedAt).toBe(
      30,
    )
    expect((await a.read('root'))?.fetchedAt).toBe(20)
  })

  it('takes a refresh another instance finished before the lock was taken', async () => {
    const store = memoryStore()
    const a = sharedIndexStore(store, fakeDisk())
    await a.write('root', snapshot(40))
    const fetch = vi.fn(async () => snapshot(60))
    expect(
      (await sharedIndexStore(store, fakeDisk()).refreshOnce('root', newerThan(0), fetch))
        ?.fetchedAt,
    ).toBe(40)
    expect(fetch).not.toHaveBeenCalled()
    expect((await a.refreshOnce('root', newerThan(40), fetch))?.fetchedAt).toBe(60)
  })

  it('shares on-demand expiry', async () => {
    const store = memoryStore()
    await sharedIndexStore(store, fakeDisk()).expire(1234)
    expect(await sharedIndexStore(store, fakeDisk()).expiredAt()).toBe(1234)
  })
})
