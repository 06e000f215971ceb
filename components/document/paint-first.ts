// Paint first, then fetch and run the page's scripts. Next's pages router writes its chunks as
// `defer` scripts: on a slow phone network their ~170 kB share the link with the stylesheet and
// the hero picture, and on a fast one (or a repeat visit) they run before the first frame, so the
// first paint waits behind 100-300 ms of script evaluation and a hero picture that arrives
// meanwhile is painted after all of it. The page's content is all in the HTML (links work
// without scripts), so it comes first: the document lists the chunks, and this small inline
// script adds them, in Next's order, once the page has painted: after the pictures marked as the
// page's largest paint (`fetchpriority="high"`) are decoded, the first contentful paint is on
// screen and two more frames have passed.
// The cost: hydration starts after the first paint instead of alongside it. A picture that takes
// longer than PICTURE_WAIT_MS is not waited for; a hidden tab (no frames) gets the scripts at
// once, and LIMIT_MS caps the whole wait.

import { VARIANT_PENDING_CLASS } from '@/components/notfound/variant-pending'

/** The `<script type="application/json">` listing the chunks in the order Next wrote them. */
export const SCRIPT_LIST_ID = '__FOLIO_SCRIPTS'

/** The longest the page waits for its largest pictures to be decoded before it goes on. */
export const PICTURE_WAIT_MS = 1000

/** The scripts run by then in any case (a browser that never gives the page a frame). */
export const LIMIT_MS = 5000

/**
 * Runs in the browser as the inline script's body (its source is embedded with toString, so it
 * uses nothing from outside itself).
 */
export function runScriptsAfterPaint(doc: Document, win: Window, listId: string, hiddenClass: string, pictureWaitMs: number, limitMs: number): void {
  const list = doc.getElementById(listId)
  if (!list) return
  const sources = JSON.parse(list.textContent || '[]') as string[]
  const crossOrigin = list.getAttribute('data-crossorigin')
  let done = false
  const run = () => {
    if (done) return
    done = true
    for (const src of sources) {
      const script = doc.createElement('script')
      script.src = src
      // Dynamically added scripts run in the order they were added, like the `defer` ones.
      script.async = false
      if (crossOrigin !== null) script.crossOrigin = crossOrigin
      doc.head.appendChild(script)
    }
    // Dates are written with Intl, and a page's first date formatter loads the browser's locale
    // data: 20-40 ms here, several times that on a phone. Done now, in its own task while the
    // scripts download, that load stays out of hydration, where it lengthens a task that blocks
    // input. Only for a page that shows a date.
    if (doc.querySelector('time')) win.setTimeout(warmDateFormatter, 0)
  }
  const warmDateFormatter = () => {
    try {
      new Intl.DateTimeFormat(doc.documentElement.lang || undefined, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(0)
    } catch {
      // A language tag Intl does not know: hydration falls back on its own.
    }
  }
  // Two more frames, so that a picture decoded at the last moment is on screen too.
  const afterTwoFrames = () => win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(run, 0)))
  // The browser reports the first contentful paint once it is on screen (frames are drawn a
  // little after the page's own work for them). Read from the observer's own list: a test's
  // fake clock may stand in for `performance`. Without the Paint Timing API, go on at once.
  const firstPaint = () =>
    new Promise<void>((resolve) => {
      const Observer = (win as Window & typeof globalThis).PerformanceObserver
      if (!Observer || !(Observer.supportedEntryTypes || []).includes('paint')) return resolve()
      const observer = new Observer((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length === 0) return
        observer.disconnect()
        resolve()
      })
      observer.observe({ type: 'paint', buffered: true })
    })
  const start = () => {
    win.setTimeout(run, limitMs)
    // A hidden tab gets no frames, and a page that hides itself until its scripts have switched
    // it (a 404 asking for another theme or language) paints nothing: nothing to paint first.
    if (doc.visibilityState === 'hidden' || doc.documentElement.classList.contains(hiddenClass)) return run()
    doc.addEventListener('visibilitychange', () => doc.visibilityState === 'hidden' && run())
    const heroes = Array.from(doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'))
    const decoded = Promise.all(heroes.map((img) => (img.decode ? img.decode().catch(() => undefined) : undefined)))
    const waited = new Promise((resolve) => win.setTimeout(resolve, pictureWaitMs))
    Promise.all([Promise.race([decoded, waited]), firstPaint()]).then(afterTwoFrames, afterTwoFrames)
  }
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', start)
  else start()
}

/** The inline script's text (its hash goes into the page's Content-Security-Policy). */
export function paintFirstScript(): string {
  const args = [JSON.stringify(SCRIPT_LIST_ID), JSON.stringify(VARIANT_PENDING_CLASS), PICTURE_WAIT_MS, LIMIT_MS]
  return `(${runScriptsAfterPaint.toString()})(document,window,${args.join(',')})`
}
