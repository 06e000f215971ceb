// The visitor figures every footer, article header and analytics card shows (VisitorCounts),
// and the busuanzi-style provider of them: a JSONP request whose callback receives site and
// page totals. The service identifies the page by the Referer header, so the request carries
// the full URL. One request per page path, shared by every component that shows the numbers.
// Folio's own counter is the other provider (components/plugins/readership/).

/** `failed`: the service did not answer (error, timeout) or answered no count at all. */
export type VisitorCountsStatus = 'loading' | 'loaded' | 'failed'

export interface VisitorCounts {
  status: VisitorCountsStatus
  /** Page views of the whole site; null until loaded, or when the answer lacked it. */
  sitePv: number | null
  /** Distinct visitors of the whole site. */
  siteUv: number | null
  /** Views of this page. */
  pagePv: number | null
}

export type VisitorCounter = Exclude<keyof VisitorCounts, 'status'>

/**
 * Which of `wanted` to show: all of them while loading (as placeholders), those the service
 * gave once loaded, none after a failure (a placeholder would otherwise wait forever).
 */
export function countersToShow<K extends VisitorCounter>(counts: VisitorCounts, wanted: readonly K[]): K[] {
  if (counts.status === 'failed') return []
  return wanted.filter((key) => counts.status === 'loading' || counts[key] !== null)
}

/** Before the service has answered. */
export const NO_COUNTS: VisitorCounts = { status: 'loading', sitePv: null, siteUv: null, pagePv: null }
export const FAILED_COUNTS: VisitorCounts = { status: 'failed', sitePv: null, siteUv: null, pagePv: null }

const TIMEOUT_MS = 10_000
const requests = new Map<string, Promise<VisitorCounts>>()
let sequence = 0

function toCount(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null
}

/** An answer's figures, each kept only if it is a count; an answer without any is a failure. */
export function countsOf(raw: Record<VisitorCounter, unknown>): VisitorCounts {
  const counts = { sitePv: toCount(raw.sitePv), siteUv: toCount(raw.siteUv), pagePv: toCount(raw.pagePv) }
  const any = Object.values(counts).some((count) => count !== null)
  return { status: any ? 'loaded' : 'failed', ...counts }
}

/** An object's own fields, or none. */
export function fieldsOf(data: unknown): Record<string, unknown> {
  return (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>
}

/** The busuanzi answer: `{ site_pv, site_uv, page_pv }`. */
export function parseCounts(data: unknown): VisitorCounts {
  const d = fieldsOf(data)
  return countsOf({ sitePv: d.site_pv, siteUv: d.site_uv, pagePv: d.page_pv })
}

function jsonp(endpoint: string): Promise<VisitorCounts> {
  return new Promise((resolve) => {
    const callback = `FolioCounter_${Date.now()}_${++sequence}`
    const globals = window as unknown as Record<string, unknown>
    const script = document.createElement('script')
    const finish = (counts: VisitorCounts) => {
      window.clearTimeout(timer)
      delete globals[callback]
      script.remove()
      resolve(counts)
    }
    const timer = window.setTimeout(() => {
      console.warn(`[plugins] visitor counter did not answer: ${endpoint}`)
      finish(FAILED_COUNTS)
    }, TIMEOUT_MS)
    globals[callback] = (data: unknown) => finish(parseCounts(data))
    const url = new URL(endpoint)
    url.searchParams.set('jsonpCallback', callback)
    script.src = url.toString()
    script.async = true
    // Cross-origin requests send only the origin by default; the counter needs the page.
    script.referrerPolicy = 'no-referrer-when-downgrade'
    script.addEventListener('error', () => {
      console.warn(`[plugins] could not load the visitor counter: ${endpoint}`)
      finish(FAILED_COUNTS)
    })
    document.head.appendChild(script)
  })
}

/** Counts for `path`, asked once per path and endpoint. */
export function fetchVisitorCounts(endpoint: string, path: string): Promise<VisitorCounts> {
  const key = `${endpoint} ${path}`
  let request = requests.get(key)
  if (!request) {
    request = jsonp(endpoint)
    requests.set(key, request)
  }
  return request
}

/** Tests only. */
export function forgetVisitorCounts(): void {
  requests.clear()
}
