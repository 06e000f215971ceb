// What several Folio instances share when REDIS_URL is set: small JSON values, a lock and
// counters. Without REDIS_URL there is no store and the Redis code is never imported (the
// import below only runs once the setting is seen), so a single instance runs as before.
export interface SharedStore {
  /** The stored value; undefined when absent, or when Redis is down or slow (logged). */
  getJson<T>(key: string): Promise<T | undefined>
  /** False when Redis is down or slow (logged): the caller keeps its local copy. */
  setJson(key: string, value: unknown, ttlMs?: number): Promise<boolean>
  /** SET NX PX: a token when this instance now holds the lock, null when another does, undefined when Redis is unavailable. */
  tryLock(key: string, ttlMs: number): Promise<string | null | undefined>
  /** Releases the lock only if `token` still holds it (it may have expired and been taken). */
  unlock(key: string, token: string): Promise<void>
  /** INCR, with PEXPIRE on the first hit: the count and the ms left; undefined when unavailable. */
  increment(key: string, windowMs: number): Promise<{ count: number; ttlMs: number } | undefined>
  decrement(key: string): Promise<void>
  remove(key: string): Promise<void>
}

/** The Redis address, or undefined for a single instance. */
export function sharedCacheUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.REDIS_URL?.trim() || undefined
}

let loaded: Promise<SharedStore> | undefined

/** The shared store, or null without REDIS_URL (nothing Redis is loaded then). */
export function sharedStore(): Promise<SharedStore> | null {
  const url = sharedCacheUrl()
  if (!url) return null
  loaded ??= import('./redis/redis-store').then(({ createRedisStore }) => createRedisStore(url))
  return loaded
}
