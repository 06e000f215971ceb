// Event ids already accepted: Notion retries a delivery it thinks failed with the same id, and
// that must do nothing twice. Kept in this instance's memory, and with REDIS_URL in the shared
// store (SET NX: the first instance to mark an id owns it), so a retry landing on another
// instance is known there too.
import type { SharedStore } from '@/lib/shared-cache/store'

/** Notion retries for about a day at most. */
export const SEEN_EVENT_TTL_MS = 36 * 60 * 60 * 1000
const LOCAL_LIMIT = 2000

export interface SeenEvents {
  /** True the first time an id is offered, false for a repeat. */
  firstTime(eventId: string): Promise<boolean>
}

export function seenEvents(store: () => Promise<SharedStore> | null): SeenEvents {
  const local = new Set<string>()
  const remember = (id: string) => {
    local.add(id)
    // Oldest first out: a Set keeps insertion order.
    if (local.size > LOCAL_LIMIT) local.delete(local.values().next().value as string)
  }
  return {
    async firstTime(eventId) {
      if (local.has(eventId)) return false
      remember(eventId)
      const shared = store()
      if (!shared) return true
      const token = await (await shared).tryLock(`webhook-event:${eventId}`, SEEN_EVENT_TTL_MS)
      // undefined: Redis is unavailable, this instance's memory decides.
      return token !== null
    },
  }
}
