// The site index shared by several instances: Redis first, this instance's disk as the copy
// that survives a Redis outage. A refresh takes a lock (SET NX PX) so one instance asks Notion
// while the others wait for its result, then serve the last good data if it is late.
import type { WorkspaceSnapshot } from '@/lib/data/fetch-workspace'
import type { IndexStore, StoredIndex } from '@/lib/data/index-store'
import type { SharedStore } from './store'

/** Longer than a slow index fetch with its retries; a crashed holder frees it after this. */
export const REFRESH_LOCK_MS = 60_000
/** How long a reader waits for another instance's refresh before serving what it has. */
export const REFRESH_WAIT_MS = 8_000
const POLL_MS = 150

const indexKey = (rootId: string) => `site-index:${rootId}`
const lockKey = (rootId: string) => `site-index-lock:${rootId}`
const EXPIRED_KEY = 'site-expired-at'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function sharedIndexStore(store: SharedStore, disk: IndexStore): IndexStore {
  const read = async (rootId: string): Promise<StoredIndex | undefined> => {
    const [fromRedis, fromDisk] = await Promise.all([
      store.getJson<StoredIndex>(indexKey(rootId)),
      disk.read(rootId),
    ])
    if (!fromRedis || !fromDisk) return fromRedis ?? fromDisk
    return fromDisk.fetchedAt > fromRedis.fetchedAt ? fromDisk : fromRedis
  }

  /** The stored snapshot when `wanted` accepts it (what refreshes recorded is left out). */
  const sharedSnapshot = async (rootId: string, wanted: (stored: WorkspaceSnapshot) => boolean) => {
    const stored = await store.getJson<StoredIndex>(indexKey(rootId))
    if (!stored) return undefined
    const { failedAt: _failedAt, shrinkWatch: _shrinkWatch, ...snapshot } = stored
    return wanted(snapshot) ? snapshot : undefined
  }

  const waitForOther = async (rootId: string, wanted: (stored: WorkspaceSnapshot) => boolean) => {
    const until = Date.now() + REFRESH_WAIT_MS
    while (Date.now() < until) {
      await pause(POLL_MS)
      const snapshot = await sharedSnapshot(rootId, wanted)
      if (snapshot) return snapshot
    }
    return undefined
  }

  return {
    read,
    async write(rootId, stored) {
      await Promise.all([store.setJson(indexKey(rootId), stored), disk.write(rootId, stored)])
    },
    async refreshOnce(rootId, wanted, refresh) {
      const token = await store.tryLock(lockKey(rootId), REFRESH_LOCK_MS)
      // Redis unavailable: refresh alone rather than not at all.
      if (token === undefined) return refresh()
      if (token === null) return waitForOther(rootId, wanted)
      try {
        // Another instance may have finished a refresh between our read and our lock.
        return (await sharedSnapshot(rootId, wanted)) ?? (await refresh())
      } finally {
        await store.unlock(lockKey(rootId), token)
      }
    },
    async expiredAt() {
      return (await store.getJson<number>(EXPIRED_KEY)) ?? 0
    },
    async expire(at) {
      await store.setJson(EXPIRED_KEY, at)
    },
  }
}
