// Where a theme puts an ad: the shared AdSlot of that kind, only when the owner configured ads
// at all (so sites without ads run none of the ad code). AdSlot itself decides whether the kind
// has a unit (ADSENSE_SLOT_LIST, _FLOW, _NATIVE, _SIDEBAR…) and renders nothing otherwise.
import { AdSlot } from '@/components/plugins/AdSlot'
import { useSite } from '@/components/site/SiteContext'
import type { AdSlotKind } from '@/lib/plugins/types'

interface Props {
  kind: AdSlotKind
  className?: string
}

export function AdPlacement({ kind, className }: Props) {
  if (!useSite().plugins?.ads) return null
  return <AdSlot kind={kind} className={className ?? 'my-6'} />
}

/** In-feed ads go after every this many cards of a list (never after the last card). */
export const FLOW_AD_EVERY = 4

export function flowAdAfter(index: number, count: number): boolean {
  return (index + 1) % FLOW_AD_EVERY === 0 && index < count - 1
}
