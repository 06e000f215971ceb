// What the built site sends, measured over HTTP as a visitor gets it: the HTML and page data of
// the list pages, the sitemap index and its files, an article rendered on its first visit, and
// (in Chromium) the search data a query makes the browser fetch.
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

export interface PageBytes {
  path: string
  status: number
  htmlBytes: number
  htmlGzip: number
  dataBytes: number
  dataGzip: number
}

const gzipBytes = (body: Uint8Array | string) => gzipSync(body).length

/** The identity body of a path (Node's fetch would ask for gzip and decode it: say none). */
async function get(base: string, path: string): Promise<{ status: number; body: Buffer }> {
  const res = await fetch(base + path, { headers: { 'accept-encoding': 'identity' } })
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()) }
}

const buildIdOf = (html: string) => /"buildId":"([^"]+)"/.exec(html)?.[1]

/** `/_next/data/<build>/<path>.json`, as client-side navigation asks for it. */
const dataPath = (buildId: string, path: string) => `/_next/data/${buildId}${path === '/' ? '/index' : path}.json`

export async function pageBytes(base: string, paths: readonly string[]): Promise<PageBytes[]> {
  const rows: PageBytes[] = []
  for (const path of paths) {
    const page = await get(base, path)
    const buildId = buildIdOf(page.body.toString('utf8'))
    const data = buildId ? await get(base, dataPath(buildId, path)) : undefined
    const json = data?.status === 200 ? data.body : Buffer.alloc(0)
    rows.push({
      path,
      status: page.status,
      htmlBytes: page.body.length,
      htmlGzip: gzipBytes(page.body),
      dataBytes: json.length,
      dataGzip: json.length ? gzipBytes(json) : 0,
    })
  }
  return rows
}

export interface SitemapFigures {
  /** /sitemap.xml is a sitemap index (not one file listing every page). */
  isIndex: boolean
  indexBytes: number
  files: { path: string; status: number; urls: number; bytes: number }[]
}

export async function sitemapFigures(base: string): Promise<SitemapFigures> {
  const index = await get(base, '/sitemap.xml')
  const xml = index.body.toString('utf8')
  // An index names files; a plain sitemap (before the index) lists pages itself.
  const isIndex = xml.includes('<sitemapindex')
  const named = isIndex ? [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname) : []
  const files = []
  for (const path of named.length ? named : ['/sitemap.xml']) {
    const file = await get(base, path)
    const text = file.body.toString('utf8')
    files.push({ path, status: file.status, urls: (text.match(/<url>/g) ?? []).length, bytes: file.body.length })
  }
  return { isIndex, indexBytes: index.body.length, files }
}

export interface FirstVisit {
  path: string
  firstMs: number
  secondMs: number
  status: number
}

/** An article no build rendered: its first answer renders it, the second is the kept copy. */
export async function firstVisit(base: string, path: string): Promise<FirstVisit> {
  const timed = async () => {
    const started = performance.now()
    const { status } = await get(base, path)
    return { status, ms: performance.now() - started }
  }
  const first = await timed()
  const second = await timed()
  return { path, firstMs: first.ms, secondMs: second.ms, status: first.status }
}

export interface SearchCost {
  query: string
  /** Data answers (fetch/XHR) the query made the browser download, each gzip-sized. */
  requests: number
  dataGzip: number
  /** From the query's submission to its first result on screen. */
  firstHitMs: number | null
}

/**
 * A visitor on /search types the query and submits it: every data answer the browser fetches
 * from then until the network is quiet (the index or its shards, the server's answers, the
 * results page's data), gzip-sized whatever encoding the server chose.
 */
export async function searchCost(base: string, query: string): Promise<SearchCost> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const page = await browser.newPage()
    // Quiet for a moment, or 15 s at most (a media element may keep streaming).
    const settle = () => page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined)
    await page.goto(`${base}/search`, { timeout: 120_000 })
    await settle()
    const bodies: Promise<number>[] = []
    page.on('response', (r) => {
      const type = r.request().resourceType()
      // Page data prefetched for the links on screen is not the query's (its results' is).
      const { pathname } = new URL(r.url())
      const prefetch = pathname.startsWith('/_next/data/') && !pathname.includes('/search/')
      if ((type === 'fetch' || type === 'xhr') && !prefetch) bodies.push(r.body().then(gzipBytes, () => 0))
    })
    const box = page.locator('input[type="search"]:visible').first()
    await box.fill(query)
    const started = performance.now()
    await box.press('Enter')
    const hit = await page.locator('[data-search-hit]').first().waitFor({ timeout: 60_000 }).then(() => performance.now() - started, () => null)
    await settle()
    const sizes = await Promise.all(bodies)
    return { query, requests: sizes.length, dataGzip: sizes.reduce((a, b) => a + b, 0), firstHitMs: hit }
  } finally {
    await browser.close()
  }
}
