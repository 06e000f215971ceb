// One Redis connection per process that never holds a request up: commands fail at once while
// it is down (no offline queue) or after a short timeout, it reconnects by itself, and an
// outage is logged once when it starts and once when it ends.
import { createClient } from '@redis/client'

function newClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 1000,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000),
    },
  })
}

export type RedisConnection = ReturnType<typeof newClient>

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
  const client = newClient(url)
  client.on('error', (error: unknown) => reportFailure('the connection', error))
  client.on('ready', () => {
    if (down) console.warn('[redis] connected again: sharing the cache with the other instances')
    down = false
  })
  const connecting = client.connect().then(() => undefined)
  // Keeps retrying in the background (reconnectStrategy) after the wait is given up.
  connecting.catch((error: unknown) => reportFailure('connecting', error))
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
