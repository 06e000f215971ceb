// One Redis connection per process that never holds a request up, nor the process itself
// (idle-client.mjs): commands fail at once while it is down (no offline queue) or after a short
// timeout, it reconnects by itself, and an outage is logged once when it starts and once when
// it ends.
import type { RedisClientType } from '@redis/client'
import { idleRedisClient } from './idle-client.mjs'

export type RedisConnection = RedisClientType

/** Small commands (locks, counters) and JSON values (an index may weigh a few MB). */
export const COMMAND_TIMEOUT_MS = 300
export const DATA_TIMEOUT_MS = 1500

let down = false

/** Logs the start of an outage (not every failed command of it). */
export function reportFailure(what: string, error: unknown): void {
  if (down) return
  down = true
  const message = error instanceof Error ? error.message : String(error)
  console.warn(
    `[redis] ${what} failed (${message}); serving from this instance's memory and disk until Redis answers again`,
  )
}

/** How long the first commands wait for the first connection; later ones never wait. */
const FIRST_CONNECT_MS = 1000

export interface Connection {
  client: RedisConnection
  /** Settles once the first connection is made or given up on. */
  firstConnect: Promise<void>
}

export function connectRedis(url: string): Connection {
  const { client, connecting } = idleRedisClient(url, {
    onFailure: reportFailure,
    onReady: () => {
      if (down) console.warn('[redis] connected again: sharing the cache with the other instances')
      down = false
    },
  })
  // Keeps retrying in the background after the wait is given up.
  const firstConnect = withTimeout(connecting, FIRST_CONNECT_MS).catch((error: unknown) =>
    reportFailure('connecting', error),
  )
  return { client, firstConnect }
}

/** The command's answer, or a rejection once `ms` have passed. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}
