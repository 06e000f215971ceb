// What the readership API routes work with; tests hand in their own store and site.
import { getSiteData } from '@/lib/data/site-data'
import { serverReadership, type Readership } from './counter'
import type { SiteLoader } from './sites'

export interface RouteDeps {
  readership: () => Readership
  load: SiteLoader
  now: () => number
}

export const serverDeps: RouteDeps = { readership: serverReadership, load: getSiteData, now: Date.now }

/** The request's one value of a query parameter. */
export function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}
