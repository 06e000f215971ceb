// Busuanzi-style counters: a JSONP request whose callback receives site and page totals.
// The service identifies the page by the Referer header, so the request carries the full URL.
// One request per page path, shared by every component that shows the numbers.

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

export function parseCounts(data: unknown): VisitorCounts {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>
  const counts = { sitePv: toCount(d.site_pv), siteUv: toCount(d.site_uv), pagePv: toCount(d.page_pv) }
  const any = Object.values(counts).some((count) => count !== null)
  return { status: any ? 'loaded' : 'failed', ...counts }
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
