// The export's walk: asks the running production server for every seed and everything the
// answers refer to, once each, and hands each answer to `write` as the file a static host maps
// back to its URL (./url-file.ts). HTML pages also bring their page data
// (`/_next/data/<buildId>/….json`, for client-side navigation). Redirects become tiny pages that
// send the browser on. /api/* is never asked (a static host has none), except /api/file/*: the
// files the pages show are copied into the export at the same paths, so it never asks Notion.
// /_next/static is copied whole by the caller.
import { nextDataOf, pathsInCss, pathsInData, pathsInHtml, pathsInXml } from './links'
import { fileForPath, nextDataPath, UnmappableUrlError } from './url-file'

export interface CrawlOptions {
  /** The server, e.g. `http://127.0.0.1:3430`. */
  origin: string
  /** SUB_PATH ('' at the root); every path below includes it. */
  basePath: string
  seeds: readonly string[]
  /** Absolute addresses that mean this site (the LINK setting's origin). */
  siteOrigins?: readonly string[]
  write: (file: string, body: Uint8Array) => Promise<void>
  fetch?: typeof fetch
  headers?: Record<string, string>
  concurrency?: number
  /** Stop queueing after this many URLs (a guard against a site that makes up paths). */
  limit?: number
}

export interface CrawlReport {
  pages: string[]
  files: string[]
  data: string[]
  redirects: string[]
  /** Paths that answered 404 (or another error): linked but not there. */
  missing: string[]
  /** Paths no file can stand for (see url-file.ts). */
  unmappable: string[]
  /** Requests that failed outright (no answer), with the reason. */
  errors: string[]
  buildId: string | null
}

const SKIPPED = ['/api/', '/_next/static/', '/_next/image']
/** Paths under SKIPPED that are files of the site all the same (lib/notion/file-ref.ts). */
const COPIED = ['/api/file/']

/** A page that sends the browser on: a static host cannot answer with a redirect. */
export function redirectPage(location: string): string {
  const url = location.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0;url=${url}"><link rel="canonical" href="${url}"></head><body><a href="${url}">${url}</a></body></html>\n`
}

function safeFile(path: string): string | null {
  try {
    return fileForPath(path, 'page')
  } catch {
    return null
  }
}

export async function crawl(options: CrawlOptions): Promise<CrawlReport> {
  const { origin, basePath, write, concurrency = 4, limit = 50_000 } = options
  const doFetch = options.fetch ?? fetch
  const origins = [origin, ...(options.siteOrigins ?? [])]
  const report: CrawlReport = { pages: [], files: [], data: [], redirects: [], missing: [], unmappable: [], errors: [], buildId: null }
  const seen = new Set<string>()
  const queue: string[] = []
  const onSite = (path: string) => path === basePath || path.startsWith(`${basePath}/`) || !basePath
  const enqueue = (path: string) => {
    if (seen.has(path) || seen.size >= limit || !onSite(path)) return
    const under = (prefixes: string[]) => prefixes.some((p) => path.startsWith(`${basePath}${p}`))
    if (under(SKIPPED) && !under(COPIED)) return
    seen.add(path)
    queue.push(path)
  }
  const pagePathOf = (path: string) => (basePath && path.startsWith(basePath) ? path.slice(basePath.length) : path) || '/'
  const written = new Set<string>()
  /** `weak`: a redirect page, which never replaces a real answer (`/a/` → `/a` share a file). */
  const save = async (path: string, kind: 'page' | 'file', body: Uint8Array, weak = false) => {
    try {
      const file = fileForPath(path, kind)
      if (weak && written.has(file)) return null
      written.add(file)
      await write(file, body)
      return file
    } catch (error) {
      if (!(error instanceof UnmappableUrlError)) throw error
      report.unmappable.push(path)
      return null
    }
  }

  const visit = async (path: string) => {
    const response = await doFetch(`${origin}${path}`, { redirect: 'manual', headers: options.headers })
    const type = response.headers.get('content-type') ?? ''
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location') ?? ''
      const target = location ? new URL(location, `${origin}${path}`) : null
      const local = target && target.origin === origin ? `${target.pathname}${target.search}` : location
      const sameFile = target?.origin === origin && safeFile(target.pathname) === safeFile(path)
      if (target?.origin === origin) enqueue(target.pathname)
      if (!sameFile && (await save(path, 'page', new TextEncoder().encode(redirectPage(local)), true))) report.redirects.push(path)
      return
    }
    if (response.status !== 200) {
      report.missing.push(path)
      return
    }
    const body = new Uint8Array(await response.arrayBuffer())
    const isData = path.startsWith(`${basePath}/_next/data/`)
    // A public `.html` file is a file; any other HTML answer is a page.
    if (type.includes('text/html') && !isData && !/\.html?$/i.test(path)) {
      if (!(await save(path, 'page', body))) return
      report.pages.push(path)
      const html = new TextDecoder().decode(body)
      pathsInHtml(html, origins).forEach(enqueue)
      const next = nextDataOf(html)
      if (next?.buildId) {
        report.buildId ??= next.buildId
        if (next.gsp || next.gssp) enqueue(nextDataPath(pagePathOf(path), next.buildId, basePath))
        pathsInData(next.props, origins).forEach(enqueue)
      }
      return
    }
    if (!(await save(path, 'file', body))) return
    ;(isData ? report.data : report.files).push(path)
    const text = () => new TextDecoder().decode(body)
    if (type.includes('json')) {
      try {
        pathsInData(JSON.parse(text()), origins).forEach(enqueue)
      } catch {
        // Not JSON after all: nothing to follow.
      }
    } else if (type.includes('xml')) pathsInXml(text(), origins).forEach(enqueue)
    else if (type.includes('css')) pathsInCss(text(), origins).forEach(enqueue)
  }

  options.seeds.forEach(enqueue)
  // A pool: a worker that finds the queue empty waits while others may still add to it.
  let active = 0
  let wake: () => void = () => {}
  const worker = async () => {
    for (;;) {
      const path = queue.shift()
      if (path === undefined) {
        if (active === 0) return wake()
        await new Promise<void>((resolve) => {
          const previous = wake
          wake = () => {
            previous()
            resolve()
          }
        })
        continue
      }
      active++
      try {
        await visit(path)
      } catch (error) {
        report.missing.push(path)
        report.errors.push(`${path}: ${(error as Error).message}`)
      } finally {
        active--
        const waiting = wake
        wake = () => {}
        waiting()
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return report
}
