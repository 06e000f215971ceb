// Playwright's `test`, with a page that waits for the site to hydrate after every full load.
// A production page paints first and fetches its scripts afterwards
// (components/document/paint-first.ts), so the browser's `load` event can come before React has
// taken over the page: a click in between is a click on plain HTML, as it would be for a visitor
// on a slow phone. Tests act on the working page, so goto, reload, goBack and goForward return
// once React has hydrated the page (at most HYDRATION_WAIT_MS; a page without scripts, a
// feed or a file, returns at once). Specs import `test` and `expect` from here.
import { test as base, type Page } from '@playwright/test'
import { SCRIPT_LIST_ID } from '../components/document/paint-first'

export * from '@playwright/test'

const HYDRATION_WAIT_MS = 15_000

interface FiberLike {
  child?: FiberLike | null
  sibling?: FiberLike | null
  memoizedState?: { dehydrated?: unknown } | null
}

/**
 * True once React has hydrated the whole page, or when the page has no scripts to wait for.
 * React first commits the root, then hydrates the page inside `<Activity>` (pages/_app.tsx) in
 * slices: until then a fiber there still holds its server HTML as `dehydrated`. Read from
 * React's root on the container: Next's own hydration marks go through `performance`, which a
 * test's fake clock replaces.
 */
function isHydrated(listId: string): boolean {
  if (!document.getElementById(listId)) return true
  const container = document.getElementById('__next') as (HTMLElement & Record<string, { stateNode?: { current?: FiberLike } }>) | null
  const key = container && Object.keys(container).find((name) => name.startsWith('__reactContainer$'))
  const root = key ? container[key]?.stateNode?.current : undefined
  if (!root?.child) return false
  const pending: FiberLike[] = [root.child]
  for (let fiber = pending.pop(); fiber; fiber = pending.pop()) {
    if (fiber.memoizedState?.dehydrated) return false
    if (fiber.child) pending.push(fiber.child)
    if (fiber.sibling) pending.push(fiber.sibling)
  }
  return true
}

/**
 * Waits for the page's hydration. Polled from the test's side: a test may have stopped the
 * page's clock (page.clock), which stops the page's own timers and animation frames.
 */
export async function waitForHydration(page: Page): Promise<void> {
  const until = Date.now() + HYDRATION_WAIT_MS
  while (Date.now() < until && !page.isClosed()) {
    const done = await page.evaluate(isHydrated, SCRIPT_LIST_ID).catch(() => false)
    if (done) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const
const WRAPPED = Symbol.for('folio.waitsForHydration')

/**
 * Every page of the worker (the test's own and those a test opens in a context of its own) gets
 * the four navigations wrapped, on the class they share, once.
 */
function wrapNavigations(page: Page): void {
  const shared = Object.getPrototypeOf(page) as Record<string | symbol, unknown>
  if (shared[WRAPPED]) return
  shared[WRAPPED] = true
  for (const name of NAVIGATIONS) {
    const navigate = shared[name] as (this: Page, ...args: unknown[]) => Promise<unknown>
    // Each returns the navigation's response; the wrapper returns it unchanged.
    shared[name] = async function (this: Page, ...args: unknown[]) {
      const response = await navigate.apply(this, args)
      await waitForHydration(this)
      return response
    }
  }
}

export const test = base.extend<object, { hydrationWaits: void }>({
  hydrationWaits: [
    async ({ browser }, use) => {
      const context = await browser.newContext()
      wrapNavigations(await context.newPage())
      await context.close()
      await use()
    },
    { scope: 'worker', auto: true },
  ],
})
