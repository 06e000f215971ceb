// Event ids already accepted: Notion retries a delivery it thinks failed with the same id, and
// that must do nothing twice. With REDIS_URL kept in the shared store (SET NX: the first
// instance to mark an id owns it), so a retry landing on another instance is known there too;
// else, or while Redis is down, in this instance's memory. An id whose work failed is given
// back (forget), so Notion's retry of it does the work.
import type { SharedStore } from '@/lib/shared-cache/store'

/** Notion retries for about a day at most. */
export const SEEN_EVENT_TTL_MS = 36 * 60 * 60 * 1000
const LOCAL_LIMIT = 2000

export interface SeenEvents {
  /** True the first time an id is offered, false for a repeat. */
  firstTime(eventId: string): Promise<boolean>
  /** Its work failed: Notion's retry of this id is to be taken again. */
  forget(eventId: string): Promise<void>
}

export function seenEvents(store: () => Promise<SharedStore> | null): SeenEvents {
  const local = new Set<string>()
  /** The shared store's lock of each id this instance took, to give back on forget. */
  const tokens = new Map<string, string>()
  const remember = (id: string) => {
    local.add(id)
    // Oldest first out: a Set keeps insertion order.
    if (local.size > LOCAL_LIMIT) {
      const oldest = local.values().next().value as string
      local.delete(oldest)
      tokens.delete(oldest)
    }
  }
  return {
    async firstTime(eventId) {
      const shared = store()
      // The shared store decides when it answers (another instance may have forgotten an id
      // since); this instance's memory when there is none or it is down (undefined).
      const token = shared ? await (await shared).tryLock(`webhook-event:${eventId}`, SEEN_EVENT_TTL_MS) : undefined
      if (token !== undefined) {
        if (token) {
          tokens.set(eventId, token)
          remember(eventId)
        }
        return token !== null
      }
      if (local.has(eventId)) return false
      remember(eventId)
      return true
    },
    async forget(eventId) {
      local.delete(eventId)
      const token = tokens.get(eventId)
      tokens.delete(eventId)
      const shared = store()
      if (token && shared) await (await shared).unlock(`webhook-event:${eventId}`, token)
    },
  }
}
