// Shared by the readership tests: a real SQLite store in a temporary folder, a counter around
// it, the demo site with the counter switched on, and the API routes behind a real HTTP server
// (Next's own API resolver, so body parsing and its size limit are Next's).
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { NextApiHandler } from 'next'
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver'
import type { SiteConfig } from '@/lib/config'
import { getSiteData, type SiteData } from '@/lib/data/site-data'
import { createReadership, type Readership } from '@/lib/readership/counter'
import { memorySalts } from '@/lib/readership/salt'
import { openSqliteStore } from '@/lib/readership/sqlite-store'
import type { ReadershipStore } from '@/lib/readership/store'

export const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'

export interface TempStore {
  store: ReadershipStore
  file: string
  remove(): Promise<void>
}

export async function tempSqliteStore(options: { windowMs?: number } = {}): Promise<TempStore> {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-readership-'))
  const file = path.join(dir, 'readership.sqlite')
  const store = await openSqliteStore(file, options)
  return {
    store,
    file,
    async remove() {
      await store.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A counter around `store` that flushes quickly. */
export function readershipOn(store: ReadershipStore | (() => Promise<ReadershipStore>)): Readership {
  const open = typeof store === 'function' ? store : async () => store
  const salts = memorySalts()
  return createReadership(async () => ({ store: await open(), salts }), { flushMs: 20 })
}

let demo: Promise<SiteData> | undefined

/** The bundled demo with settings overridden (by default: the counter on). */
export function demoSite(overrides: Partial<SiteConfig> = { ANALYTICS_FOLIO_ENABLED: true }) {
  return async (_lang?: string): Promise<SiteData> => {
    const data = await (demo ??= getSiteData())
    return { ...data, config: { ...data.config, ...overrides } }
  }
}

export interface Route {
  default: NextApiHandler
  config?: unknown
}

export interface Served {
  url: string
  close(): Promise<void>
}

export async function serveRoutes(routes: Record<string, Route>): Promise<Served> {
  const listener: RequestListener = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const route = routes[url.pathname]
    const context = { previewModeId: '', previewModeEncryptionKey: '', previewModeSigningKey: '', dev: false }
    void apiResolver(req, res, Object.fromEntries(url.searchParams), route, context, false)
  }
  const server = createServer(listener)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The address of the demo's `n`th listed post. */
export async function demoPostHref(n = 0): Promise<string> {
  const { site } = await getSiteData()
  const post = site.posts.filter((p) => !p.external)[n]
  if (!post) throw new Error(`the demo has no post number ${n}`)
  return post.href
}

/** Nothing can ever be opened under it: /dev/null is not a folder. */
export const UNOPENABLE_FILE = '/dev/null/readership/readership.sqlite'
