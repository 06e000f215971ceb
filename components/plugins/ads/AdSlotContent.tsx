// What an ad placement (AdSlot.tsx, its gate) draws once the owner configured a unit for it:
// nothing before mount. Each AdSense unit asks to be filled 3 s
// after it appears: after a route change (AdsPlugin does the same) and also when a list adds
// slots without one ("load more"). Without an AdSense unit, WWAds fills article and sidebar
// placements (see the README for WWAds after client-side navigation).
import { useRouter } from 'next/router'
import { useEffect, useRef, type CSSProperties } from 'react'
import { useSite } from '@/components/site/SiteContext'
import type { AdSlotKind, AdsPlugins } from '@/lib/plugins/types'
import { ADSENSE_INIT_DELAY_MS, fillAdSlot } from './adsense'
import { useMounted } from '../useMounted'

const FORMAT: Record<AdSlotKind, Record<string, string>> = {
  article: { 'data-ad-layout': 'in-article', 'data-ad-format': 'fluid' },
  list: { 'data-ad-format': 'auto', 'data-full-width-responsive': 'true' },
  sidebar: { 'data-ad-format': 'auto', 'data-full-width-responsive': 'true' },
  flow: { 'data-ad-format': 'fluid' },
  native: { 'data-ad-format': 'autorelaxed' },
}

const BLOCK: CSSProperties = { display: 'block' }

function AdsenseUnit({ kind, slot, ads }: { kind: AdSlotKind; slot: string; ads: NonNullable<AdsPlugins['adsense']> }) {
  const ref = useRef<HTMLModElement>(null)
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (ref.current) fillAdSlot(ref.current)
    }, ADSENSE_INIT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])
  return (
    <ins
      ref={ref}
      className="adsbygoogle"
      style={kind === 'article' ? { ...BLOCK, textAlign: 'center' } : BLOCK}
      data-ad-client={ads.client}
      data-ad-slot={slot}
      {...FORMAT[kind]}
      {...(kind === 'flow' ? { 'data-ad-layout-key': ads.flowLayoutKey } : {})}
      {...(ads.test ? { 'data-adtest': 'on' } : {})}
    />
  )
}

export function AdSlotContent({ kind, className }: { kind: AdSlotKind; className?: string }) {
  const ads = useSite().plugins?.ads
  const { asPath } = useRouter()
  const mounted = useMounted()
  if (!mounted || !ads) return null
  const slot = ads.adsense?.slots[kind]
  if (ads.adsense && slot) {
    return (
      <div className={className} data-ad-kind={kind}>
        {/* A new element per page: AdSense fills each <ins> once. */}
        <AdsenseUnit key={asPath} kind={kind} slot={slot} ads={ads.adsense} />
      </div>
    )
  }
  if (ads.wwads && (kind === 'article' || kind === 'sidebar')) {
    return <div key={asPath} className={`wwads-cn wwads-horizontal ${className ?? ''}`} data-id={ads.wwads.id} />
  }
  return null
}
