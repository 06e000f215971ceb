// An ad placement that themes put where ads belong: `article` (in-article), `list`,
// `sidebar`, `flow` (in-feed) or `native` (multiplex). Renders nothing unless the owner
// configured a unit for it; only then is its code (ads/AdSlotContent.tsx, AdSense's filling)
// loaded, so a site without ads ships none of it.
import dynamic from 'next/dynamic'
import { useSite } from '@/components/site/SiteContext'
import type { AdSlotKind, AdsPlugins } from '@/lib/plugins/types'
import { piecesPreloader } from './lazy-pieces'

const LazyAdSlotContent = dynamic(() => import('./ads/AdSlotContent').then((m) => m.AdSlotContent))

/** Loads the placement's code (started on the server as this module is evaluated). */
export const preloadAdSlot = piecesPreloader(LazyAdSlotContent)

/** Whether the owner configured something to fill a placement of this kind. */
export function adSlotConfigured(ads: AdsPlugins | undefined, kind: AdSlotKind): boolean {
  if (!ads) return false
  if (ads.adsense?.slots[kind]) return true
  return Boolean(ads.wwads) && (kind === 'article' || kind === 'sidebar')
}

export function AdSlot({ kind, className }: { kind: AdSlotKind; className?: string }) {
  const ads = useSite().plugins?.ads
  return adSlotConfigured(ads, kind) ? <LazyAdSlotContent kind={kind} className={className} /> : null
}
