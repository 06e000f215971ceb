// Where page bodies fetched from Notion are kept for other instances: nowhere for a single
// instance (page-cache.ts keeps them on disk), or, with REDIS_URL, in Redis, so a body one
// instance fetched is not fetched again by the others.
import type { NotionRecordMap } from '@/lib/notion/source'
import { sharedStore } from '@/lib/shared-cache/store'

export interface BodyStore {
  /** One version of a page (`<pageId>-<lastEditedTime>`), if another instance stored it. */
  read(version: string): Promise<NotionRecordMap | undefined>
  write(version: string, page: NotionRecordMap): Promise<void>
}

export const noBodyStore: BodyStore = {
  read: async () => undefined,
  write: async () => {},
}

/** Long enough for every instance to have copied a version to its own disk. */
const SHARED_BODY_TTL_MS = 7 * 24 * 60 * 60_000

export async function bodyStore(): Promise<BodyStore> {
  const store = await sharedStore()
  if (!store) return noBodyStore
  return {
    read: (version) => store.getJson<NotionRecordMap>(`body:${version}`),
    write: async (version, page) => {
      await store.setJson(`body:${version}`, page, SHARED_BODY_TTL_MS)
    },
  }
}
