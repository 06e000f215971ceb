// Next's ISR page cache shared by several instances through Redis. next.config.ts names this
// file when REDIS_URL is set, and in standalone builds (whose configuration is fixed at build
// time, while REDIS_URL is given at run time); without REDIS_URL it is Next's own cache
// unchanged and loads no Redis code. Plain JavaScript: Next loads it by path at run time,
// outside the build's bundles.
//
// It extends Next's own file-system cache rather than replacing it: a page is read from Redis
// and from this instance's cache together, and the newer copy wins, so when Redis is down or
// slow (short timeout, one warning per outage, automatic reconnection, and a connection that
// never keeps a build or script alive: redis/idle-client.mjs) the instance keeps
// serving what it has and no request fails because of Redis. Regenerated pages are not written
// to the build folder's files: Redis is the copy the instances share, and an instance's own
// copy stays in its memory.
//
// Why not @fortedigital/nextjs-cache-handler (the best kept package, it supports Next 16 and
// the pages router): it replaces Next's cache with Redis plus an in-memory LRU its authors
// call unfit for production, needs an instrumentation hook to load the built pages, and its
// fallback when Redis goes away mid-run is a miss, i.e. a blocking render per request.
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule
const PREFIX = 'folio:isr:'
const TIMEOUT_MS = 300
const FIRST_CONNECT_MS = 1000
/** What the pages router caches: rendered pages and getStaticProps redirects. */
const SHARED_KINDS = new Set(['PAGES', 'REDIRECT'])

let connection
let down = false

function warnOnce(what, error) {
  if (down) return
  down = true
  console.warn(
    `[redis] page cache: ${what} failed (${error?.message ?? error}); serving this instance's copies until Redis answers again`,
  )
}

async function client() {
  if (!connection) {
    connection = import('./redis/idle-client.mjs').then(({ idleRedisClient }) => {
      let opened
      try {
        opened = idleRedisClient(process.env.REDIS_URL, {
          onFailure: warnOnce,
          onReady: () => {
            if (down) console.warn('[redis] page cache: connected again')
            down = false
          },
        })
      } catch (error) {
        // A malformed REDIS_URL: this instance keeps its own pages, as without one.
        warnOnce('using REDIS_URL', error)
        return null
      }
      // The first reads wait for the first connection (briefly); later ones never wait.
      let timer
      const first = new Promise((resolve) => (timer = setTimeout(resolve, FIRST_CONNECT_MS)))
      return Promise.race([opened.connecting, first]).then(() => {
        clearTimeout(timer)
        return opened.client
      })
    })
  }
  return connection
}

async function withTimeout(what, work) {
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS)
  })
  try {
    return await Promise.race([work(), timeout])
  } catch (error) {
    warnOnce(what, error)
    return undefined
  } finally {
    clearTimeout(timer)
  }
}

/** When each shared page was last written: a small read tells whether the local copy is current. */
const STAMP = 'folio:isr-at:'

async function sharedStamp(key) {
  const c = await client()
  if (!c) return undefined
  const stamp = await withTimeout('reading', () => c.get(STAMP + key))
  return typeof stamp === 'string' ? Number(stamp) : undefined
}

async function readShared(key) {
  const c = await client()
  if (!c) return undefined
  const text = await withTimeout('reading', () => c.get(PREFIX + key))
  return typeof text === 'string' ? JSON.parse(text) : undefined
}

async function writeShared(key, entry) {
  const c = await client()
  if (!c) return
  const page = JSON.stringify(entry)
  await withTimeout('writing', () =>
    c
      .multi()
      .set(PREFIX + key, page)
      .set(STAMP + key, String(entry.lastModified))
      .exec(),
  )
}

const newer = (a, b) => ((b?.lastModified ?? -Infinity) > (a?.lastModified ?? -Infinity) ? b : a)

const sharing = () => !!process.env.REDIS_URL?.trim()

export default class SharedPageCache extends FileSystemCache {
  constructor(ctx) {
    super(sharing() ? { ...ctx, flushToDisk: false } : ctx)
  }

  async get(key, ctx) {
    const local = super.get(key, ctx)
    if (!sharing() || ctx?.kind !== 'PAGES') return local
    const [mine, stamp] = await Promise.all([local, sharedStamp(key)])
    // The page itself is read from Redis only when another instance wrote a newer one, and
    // is then kept in Next's memory cache like a page this instance regenerated.
    if (stamp === undefined || (mine && mine.lastModified >= stamp)) return mine ?? null
    const shared = await readShared(key)
    if (shared) FileSystemCache.memoryCache?.set(key, shared)
    return newer(mine, shared) ?? null
  }

  async set(key, data, ctx) {
    await super.set(key, data, ctx)
    if (!sharing() || ctx?.fetchCache || (data && !SHARED_KINDS.has(data.kind))) return
    await writeShared(key, {
      value: data,
      lastModified: Date.now(),
      cacheControl: ctx?.cacheControl,
    })
  }
}
