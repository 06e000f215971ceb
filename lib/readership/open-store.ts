// Which store counts: Redis when REDIS_URL is set (several instances, one count), else a
// SQLite file under FOLIO_CACHE_DIR. Each is imported only here, when the counter is first used
// with the counter on, so pages and builds without it never load better-sqlite3.
import path from 'node:path'
import { cacheDir } from '@/lib/data/disk-cache'
import { sharedStore } from '@/lib/shared-cache/store'
import { memorySalts, sharedSalts, type SaltSource } from './salt'
import type { ReadershipStore } from './store'

export interface OpenedStore {
  store: ReadershipStore
  salts: SaltSource
}

export async function openReadershipStore(): Promise<OpenedStore> {
  const shared = sharedStore()
  if (shared) {
    const [{ redisReadershipStore }, redis] = await Promise.all([import('./redis-readership'), shared])
    return { store: redisReadershipStore(redis), salts: sharedSalts(redis) }
  }
  const { openSqliteStore, SQLITE_FILE } = await import('./sqlite-store')
  return { store: await openSqliteStore(path.join(cacheDir(), SQLITE_FILE)), salts: memorySalts() }
}
