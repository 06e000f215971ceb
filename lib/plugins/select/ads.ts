// AdSense and WWAds, when an id is set.
import type { SiteConfig } from '@/lib/config'
import type { AdSlotKind, AdsPlugins } from '../types'

function adsenseSlots(c: SiteConfig): Partial<Record<AdSlotKind, string>> {
  const all: Record<AdSlotKind, string> = {
    article: c.ADSENSE_SLOT_ARTICLE,
    list: c.ADSENSE_SLOT_LIST,
    sidebar: c.ADSENSE_SLOT_SIDEBAR,
    flow: c.ADSENSE_FLOW_LAYOUT_KEY ? c.ADSENSE_SLOT_FLOW : '',
    native: c.ADSENSE_SLOT_NATIVE,
  }
  return Object.fromEntries(Object.entries(all).filter(([, slot]) => slot !== ''))
}

export function selectAds(c: SiteConfig): AdsPlugins | undefined {
  if (!c.ADSENSE_CLIENT_ID && !c.WWADS_ID) return undefined
  const ads: AdsPlugins = { blockedNotice: c.ADS_BLOCKED_NOTICE }
  if (c.ADSENSE_CLIENT_ID) {
    ads.adsense = {
      client: c.ADSENSE_CLIENT_ID,
      test: c.ADSENSE_TEST_MODE,
      slots: adsenseSlots(c),
      flowLayoutKey: c.ADSENSE_FLOW_LAYOUT_KEY,
    }
  }
  if (c.WWADS_ID) ads.wwads = { id: c.WWADS_ID }
  return ads
}
