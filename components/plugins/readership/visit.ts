// One page visit as Folio's counter sees it: its view, sent at most once with
// navigator.sendBeacon (no cookie, nothing stored in the browser), and its figures, asked
// once and only after the view was sent, so the page's own view is in them whenever the
// server has counted it by then (it batches: otherwise the next visit shows it). A
// client-side navigation to another path is a new visit, and so is coming back to a path.
// The view is not sent while the page holds it (a lock screen: ./view-hold.ts) or where no
// server answers (a static export); the figures are asked for all the same.
import { isStaticExport } from '@/lib/export/mode'
import { withBasePath } from '@/lib/routes/base-path'
import type { VisitorCounts } from '@/lib/plugins/visitor-counts'
import { pathOf } from '../counter/path-of'
import { requestFigures } from './figures'
import { isViewHeld } from './view-hold'

interface Visit {
  path: string
  sent: boolean
  figures?: Promise<VisitorCounts>
}

let current: Visit | null = null

/** The path a view is counted under: the browser's, with SUB_PATH's base path, no query or hash. */
export function visitedPath(asPath: string, basePath: string): string {
  return withBasePath(pathOf(asPath), basePath)
}

function visitOf(path: string): Visit {
  if (current?.path !== path) current = { path, sent: false }
  return current
}

function send(url: string, body: string): void {
  if (typeof navigator.sendBeacon === 'function') navigator.sendBeacon(url, body)
  else void fetch(url, { method: 'POST', body, keepalive: true }).catch(() => undefined)
}

/** Sends the view of the page at `path` unless it was sent already, is held, or has no server. */
export function countView(path: string, basePath: string): void {
  const visit = visitOf(path)
  if (visit.sent || isViewHeld() || isStaticExport()) return
  visit.sent = true
  send(withBasePath('/api/readership/view', basePath), JSON.stringify({ path }))
}

/** The figures of the page at `path`, asked once per visit, after its view. */
export function readershipCounts(path: string, basePath: string): Promise<VisitorCounts> {
  countView(path, basePath)
  const visit = visitOf(path)
  visit.figures ??= requestFigures(path, basePath)
  return visit.figures
}

/** Tests only: as after a page load. */
export function forgetVisit(): void {
  current = null
}
