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
  /**
   * Commands sent together in one MULTI/EXEC, each `[name, key, ...args]` (the key gets the
   * store's prefix): their replies in order, or undefined when Redis is down or slow (logged).
   */
  pipeline(what: string, commands: readonly RedisCommand[]): Promise<unknown[] | undefined>
  /**
   * EVAL of a Lua script over `keys` (prefixed like every key) and `args`: its reply, or
   * undefined when Redis is down or slow (logged). One round trip for work that depends on
   * what it finds, such as counting only views not seen before.
   */
  script(what: string, lua: string, keys: readonly string[], args: readonly string[]): Promise<unknown>
}

/** A command of SharedStore.pipeline: its name, the key it acts on, its other arguments. */
export type RedisCommand = readonly [name: string, key: string, ...args: string[]]

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
