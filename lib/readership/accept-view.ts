// From a view request to a queued view: not a bot or a prefetch, a real public page, the
// visitor's id for today. Runs after the request has been answered.
import { clientAddress, type RequestLike, type TrustProxy } from '@/lib/lock/client-address'
import type { Readership } from './counter'
import { utcDay } from './days'
import { countableRequest } from './filter'
import { counterSites, type SiteLoader } from './sites'
import { visitorId } from './visitor'

export interface ViewRequest {
  /** Headers and the socket's address, copied while the request is still open. */
  request: RequestLike
  path: unknown
  at: number
}

export type ViewOutcome = 'queued' | 'off' | 'not counted' | 'unknown page'

export async function acceptView(readership: Readership, load: SiteLoader, view: ViewRequest): Promise<ViewOutcome> {
  const { headers } = view.request
  if (!countableRequest(headers)) return 'not counted'
  const sites = await counterSites(load)
  if (!sites) return 'off'
  const page = sites.read(view.path)
  if (!page || !(await sites.catalog(page.site)).counts(page.rest)) return 'unknown page'
  const trust: TrustProxy = sites.home.config.TRUST_PROXY
  const day = utcDay(view.at)
  const agent = String(headers['user-agent'] ?? '')
  const visitor = visitorId(await readership.salts(day), clientAddress(view.request, trust), agent)
  readership.batcher.add({ day, path: page.key, visitor, at: view.at })
  return 'queued'
}
