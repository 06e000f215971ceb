// Watching a page for Content-Security-Policy violations: console messages that mention the
// policy and `securitypolicyviolation` events (recorded by an init script, which the policy
// does not govern). Shared by e2e/csp.spec.ts and e2e/configured/csp.spec.ts.
import type { Page } from '@playwright/test'

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

export interface CspWatch {
  /** Every violation so far: console text and events (`directive blocked-uri`). */
  violations: () => Promise<string[]>
}

export async function watchCsp(page: Page): Promise<CspWatch> {
  const messages: string[] = []
  page.on('console', (m) => {
    if (/content security policy/i.test(m.text())) messages.push(`console: ${m.text()}`)
  })
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(`${e.effectiveDirective} ${e.blockedURI}`)
    })
  })
  return {
    violations: async () => [...messages, ...(await page.evaluate(() => window.__cspViolations ?? []))],
  }
}

/** The policy the page enforces, from its meta tag ('' when there is none). */
export async function pagePolicy(page: Page): Promise<string> {
  const meta = page.locator('meta[http-equiv="Content-Security-Policy"]')
  return (await meta.count()) === 1 ? ((await meta.getAttribute('content')) ?? '') : ''
}

/**
 * Asks the page for a script from a host nobody configured (answered here, so nothing leaves
 * the machine) and reports whether it ran.
 */
export async function foreignScriptRuns(page: Page): Promise<boolean> {
  const url = 'http://unconfigured.folio.test/inject.js'
  await page.route(url, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__foreignRan = true' }))
  await page.addScriptTag({ url }).catch(() => undefined)
  return page.evaluate(() => (window as Window & { __foreignRan?: boolean }).__foreignRan === true)
}
