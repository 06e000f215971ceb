// One Redis client as every Folio process wants it, for the data layer's shared store
// (connection.ts) and Next's page cache (next-cache-handler.mjs). Plain JavaScript: Next loads
// the page cache by path at run time, outside the build's bundles.
//
// It never keeps a process alive: the socket is unreferenced, and reconnecting after an outage
// is done here with unreferenced timers instead of the client's own reconnect loop (whose
// timers are referenced), so a build step, `npm run snapshot` or a bench script ends when its
// work does, whether Redis is up, down or gone mid-run. A server lives on through its HTTP
// listener and keeps reconnecting. Awaited commands still hold the process: each caller races
// them against a referenced timeout.
import { createClient } from '@redis/client'

const CONNECT_TIMEOUT_MS = 1000
const MAX_RETRY_MS = 2000

/**
 * @param {string} url
 * @param {{ onFailure: (what: string, error: unknown) => void, onReady: () => void }} report
 */
export function idleRedisClient(url, { onFailure, onReady }) {
  const client = createClient({
    url,
    // Commands fail at once while the connection is down instead of queueing.
    disableOfflineQueue: true,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: false },
  })
  client.unref()
  let retries = 0
  let waiting = false
  const retryLater = () => {
    if (waiting || client.isOpen) return
    waiting = true
    const delay = Math.min(100 * 2 ** retries++, MAX_RETRY_MS)
    setTimeout(() => {
      waiting = false
      connect()
    }, delay).unref()
  }
  const connect = () =>
    client.connect().then(
      () => undefined,
      (error) => {
        onFailure('connecting', error)
        retryLater()
      },
    )
  client.on('error', (error) => {
    onFailure('the connection', error)
    retryLater()
  })
  client.on('ready', () => {
    retries = 0
    onReady()
  })
  return { client, connecting: connect() }
}
