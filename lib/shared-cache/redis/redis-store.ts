// The shared store on Redis. Every call settles quickly whatever Redis does: a failure or a
// timeout answers "unavailable" (undefined/false), and callers fall back to their local copy.
import { randomUUID } from 'node:crypto'
import type { SharedStore } from '../store'
import {
  COMMAND_TIMEOUT_MS,
  connectRedis,
  DATA_TIMEOUT_MS,
  reportFailure,
  withTimeout,
  type Connection,
} from './connection'

const PREFIX = 'folio:'

// Deletes the lock only when it is still ours.
const UNLOCK_SCRIPT =
  "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0"
// The window starts with its first failure and ends PEXPIRE later.
const INCREMENT_SCRIPT =
  "local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return {n, redis.call('PTTL', KEYS[1])}"

export function redisStore({ client, firstConnect }: Connection): SharedStore {
  const k = (key: string) => PREFIX + key

  async function attempt<T>(
    what: string,
    work: () => Promise<T>,
    ms = COMMAND_TIMEOUT_MS,
  ): Promise<T | undefined> {
    await firstConnect
    try {
      return await withTimeout(work(), ms)
    } catch (error) {
      reportFailure(what, error)
      return undefined
    }
  }

  return {
    async getJson<T>(key: string) {
      const text = await attempt(`reading ${key}`, () => client.get(k(key)), DATA_TIMEOUT_MS)
      return typeof text === 'string' ? (JSON.parse(text) as T) : undefined
    },
    async setJson(key, value, ttlMs) {
      const text = JSON.stringify(value)
      const options = ttlMs ? { PX: ttlMs } : undefined
      return (
        (await attempt(
          `writing ${key}`,
          () => client.set(k(key), text, options),
          DATA_TIMEOUT_MS,
        )) === 'OK'
      )
    },
    async tryLock(key, ttlMs) {
      const token = randomUUID()
      const answer = await attempt(`locking ${key}`, () =>
        client.set(k(key), token, { NX: true, PX: ttlMs }),
      )
      if (answer === undefined) return undefined
      return answer === 'OK' ? token : null
    },
    async unlock(key, token) {
      await attempt(`unlocking ${key}`, () =>
        client.eval(UNLOCK_SCRIPT, { keys: [k(key)], arguments: [token] }),
      )
    },
    async increment(key, windowMs) {
      const reply = await attempt(`counting ${key}`, () =>
        client.eval(INCREMENT_SCRIPT, { keys: [k(key)], arguments: [String(windowMs)] }),
      )
      if (!Array.isArray(reply)) return undefined
      const [count, ttlMs] = reply.map(Number)
      return count === undefined || ttlMs === undefined
        ? undefined
        : { count, ttlMs: Math.max(ttlMs, 0) }
    },
    async decrement(key) {
      await attempt(`counting ${key}`, () => client.decr(k(key)))
    },
    async remove(key) {
      await attempt(`removing ${key}`, () => client.del(k(key)))
    },
    async pipeline(what, commands) {
      const replies = await attempt(
        what,
        () => {
          const multi = client.multi()
          for (const [name, key, ...args] of commands) multi.addCommand([name, k(key), ...args])
          return multi.exec()
        },
        DATA_TIMEOUT_MS,
      )
      return Array.isArray(replies) ? (replies as unknown[]) : undefined
    },
    async script(what, lua, keys, args) {
      return attempt(
        what,
        () => client.eval(lua, { keys: keys.map(k), arguments: [...args] }),
        DATA_TIMEOUT_MS,
      )
    },
  }
}

/** Answers "unavailable" to everything: what a REDIS_URL that cannot be used gets. */
const unavailableStore: SharedStore = {
  getJson: async () => undefined,
  setJson: async () => false,
  tryLock: async () => undefined,
  unlock: async () => {},
  increment: async () => undefined,
  decrement: async () => {},
  remove: async () => {},
  pipeline: async () => undefined,
  script: async () => undefined,
}

export function createRedisStore(url: string): SharedStore {
  try {
    return redisStore(connectRedis(url))
  } catch (error) {
    // A malformed REDIS_URL: each instance keeps its own caches, as without one.
    reportFailure('using REDIS_URL', error)
    return unavailableStore
  }
}
