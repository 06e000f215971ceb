// One page visit as Folio's counter sees it: its view, sent at most once with
// navigator.sendBeacon (no cookie, nothing stored in the browser) by the readership plugin,
// and its figures, asked once, after the plugin has sent the view (or decided not to), so the
// page's own view is in them whenever the server has counted it by then (it batches:
// otherwise the next visit shows it). A client-side navigation to another path is a new
// visit, and so is coming back to a path. The view is not sent while the page holds it (a lock
// screen: ./view-hold.ts; the plugin mounts after the page has hydrated, so the hold is known
// by then) or where no server answers (a static export).
import { isStaticExport } from '@/lib/export/mode'
import { VIEW_ROUTE } from '@/lib/readership/view-body'
import { withBasePath } from '@/lib/routes/base-path'
import type { VisitorCounts } from '@/lib/plugins/visitor-counts'
import { pathOf } from '../counter/path-of'
import { requestFigures } from './figures'
import { isViewHeld } from './view-hold'

/** How long the figures wait for the plugin (its chunk may fail to load) before asking anyway. */
export const VIEW_WAIT_MS = 3000

interface Visit {
  path: string
  sent: boolean
  /** Resolved once the plugin has sent the view or kept it back. */
  decided: Promise<void>
  decide: () => void
  figures?: Promise<VisitorCounts>
}

let current: Visit | null = null

/** The path a view is counted under: the browser's, with SUB_PATH's base path, no query or hash. */
export function visitedPath(asPath: string, basePath: string): string {
  return withBasePath(pathOf(asPath), basePath)
}

function visitOf(path: string): Visit {
  if (current?.path !== path) {
    let decide = () => {}
    const decided = new Promise<void>((resolve) => (decide = resolve))
    current = { path, sent: false, decided, decide }
  }
  return current
}

function send(url: string, body: string): void {
  if (typeof navigator.sendBeacon === 'function') navigator.sendBeacon(url, body)
  else void fetch(url, { method: 'POST', body, keepalive: true }).catch(() => undefined)
}

/** Sends the view of the page at `path` unless it was sent already, is held, or has no server. */
export function countView(path: string, basePath: string): void {
  const visit = visitOf(path)
  if (!visit.sent && !isViewHeld() && !isStaticExport()) {
    visit.sent = true
    send(withBasePath(VIEW_ROUTE, basePath), JSON.stringify({ path }))
  }
  visit.decide()
}

/** Resolves when the plugin has decided on the visit's view, or after VIEW_WAIT_MS. */
function viewDecided(visit: Visit): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, VIEW_WAIT_MS)
    void visit.decided.then(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}

/** The figures of the page at `path`, asked once per visit, after its view. */
export function readershipCounts(path: string, basePath: string): Promise<VisitorCounts> {
  const visit = visitOf(path)
  visit.figures ??= viewDecided(visit).then(() => requestFigures(path, basePath))
  return visit.figures
}

/** Tests only: as after a page load. */
export function forgetVisit(): void {
  current = null
}
