// What the home widgets need from the Content-Security-Policy: the quote service the notice
// bar fetches (components/home/useQuote.ts). Carried by the site chrome, so a page reached
// in the browser from another still finds it allowed.
import type { SiteConfig } from '@/lib/config'
import { sourcesFor, type CspSources } from '@/lib/security/csp-sources'

export function homeCspSources(c: Pick<SiteConfig, 'HOME_QUOTE_API_URL'>): CspSources {
  return sourcesFor([c.HOME_QUOTE_API_URL], ['connect'])
}
