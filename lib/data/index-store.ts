// Where the last good site index lives between reads: this instance's disk (shared by its
// build workers and processes), or, with REDIS_URL, Redis in front of that disk so several
// instances share one index, one refresh at a time and on-demand expiry.
import path from 'node:path'
import { sharedStore } from '@/lib/shared-cache/store'
import { cacheDir, readJson, writeJsonAtomic } from './disk-cache'
import type { WorkspaceSnapshot } from './fetch-workspace'
import type { ShrinkWatch } from './freshness'

/** The stored index: the last good snapshot, plus what the last refreshes found. */
export type StoredIndex = WorkspaceSnapshot & { failedAt?: number; shrinkWatch?: ShrinkWatch }

export interface IndexStore {
  read(rootId: string): Promise<StoredIndex | undefined>
  write(rootId: string, stored: StoredIndex): Promise<void>
  /**
   * Runs `refresh` unless another instance is refreshing the same workspace, or has just done
   * so; then waits a little for its result: a stored snapshot `wanted` accepts, or undefined.
   */
  refreshOnce(
    rootId: string,
    wanted: (stored: WorkspaceSnapshot) => boolean,
    refresh: () => Promise<WorkspaceSnapshot>,
  ): Promise<WorkspaceSnapshot | undefined>
  /** The last on-demand expiry seen by any instance (0: none). */
  expiredAt(): Promise<number>
  expire(at: number): Promise<void>
}

function indexFile(rootId: string): string {
  return path.join(cacheDir(), `site-index-${rootId}.json`)
}

const expiryFile = () => path.join(cacheDir(), 'site-expired-at.json')

export const diskIndexStore: IndexStore = {
  read: (rootId) => readJson<StoredIndex>(indexFile(rootId)),
  write: (rootId, stored) => writeJsonAtomic(indexFile(rootId), stored),
  // One process refreshes once already (site-data's in-flight promise).
  refreshOnce: (_rootId, _wanted, refresh) => refresh(),
  // On disk too: Next bundles API routes and pages apart, each with its own copy of site-data's
  // memory, so an expiry by /api/revalidate or a webhook must reach the pages' copy this way.
  expiredAt: async () => (await readJson<number>(expiryFile())) ?? 0,
  expire: (at) => writeJsonAtomic(expiryFile(), at),
}

let shared: Promise<IndexStore> | undefined

export function indexStore(): Promise<IndexStore> {
  const store = sharedStore()
  if (!store) return Promise.resolve(diskIndexStore)
  shared ??= Promise.all([store, import('@/lib/shared-cache/shared-index-store')]).then(([s, m]) =>
    m.sharedIndexStore(s, diskIndexStore),
  )
  return shared
}
