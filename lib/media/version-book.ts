// Which version of each file is current, as last read from Notion: a kept copy of that version
// is served without asking Notion again for a while. With REDIS_URL, instances share it (each
// still keeps its own copies of the bytes), so one instance's check spares the others theirs.
import type { SharedStore } from '@/lib/shared-cache/store'

/** How long a version read from Notion is trusted: a replaced or removed file shows after this. */
export const VERSION_CHECK_MS = 10 * 60_000

export function versionBook(shared: Promise<SharedStore> | null, checkMs = VERSION_CHECK_MS) {
  const local = new Map<string, { version: string; at: number }>()
  const sharedKey = (key: string) => `file-version:${key}`
  return {
    /** The version known to be current, or undefined when it was not checked lately. */
    async current(key: string): Promise<string | undefined> {
      const mine = local.get(key)
      if (mine && Date.now() - mine.at < checkMs) return mine.version
      const store = shared && (await shared)
      const theirs = store ? await store.getJson<{ version: string; at: number }>(sharedKey(key)) : undefined
      if (theirs && Date.now() - theirs.at < checkMs) {
        local.set(key, theirs)
        return theirs.version
      }
      return undefined
    },
    async remember(key: string, version: string): Promise<void> {
      const entry = { version, at: Date.now() }
      if (local.size > 20_000) local.clear()
      local.set(key, entry)
      const store = shared && (await shared)
      if (store) await store.setJson(sharedKey(key), entry, checkMs)
    },
  }
}

export type VersionBook = ReturnType<typeof versionBook>
