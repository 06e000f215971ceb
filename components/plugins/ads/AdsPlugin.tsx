// Loads the ad scripts after the page is interactive and fills the slots that themes placed
// (<AdSlot />) 3 s after the first render and after every route change (spec §9).
import { useEffect, useState } from 'react'
import { loadScript } from '@/lib/plugins/load-asset'
import type { AdsPlugins } from '@/lib/plugins/types'
import { useAfterInteractive } from '../useAfterInteractive'
import { useRouteChange } from '../useRouteChange'
import { AdBlockedNotice } from './AdBlockedNotice'
import { ADSENSE_INIT_DELAY_MS, adsenseScriptUrl, initAdSlots } from './adsense'

const WWADS_SCRIPT = 'https://cdn.wwads.cn/js/makemoney.js'

export function AdsPlugin({ config }: { config: AdsPlugins }) {
  const [blocked, setBlocked] = useState(false)
  const [routeKey, setRouteKey] = useState(0)
  const client = config.adsense?.client

  useAfterInteractive(() => {
    // Either script failing means ads are blocked; one that loads must not hide the other's failure.
    const noteBlocked = (ok: boolean) => {
      if (!ok) setBlocked(true)
    }
    if (client) {
      void loadScript(adsenseScriptUrl(client), { attributes: { crossorigin: 'anonymous' } }).then(noteBlocked)
    }
    if (config.wwads) void loadScript(WWADS_SCRIPT).then(noteBlocked)
  }, [client, config.wwads])

  useRouteChange(() => setRouteKey((k) => k + 1))
  useEffect(() => {
    if (!client) return
    const timer = window.setTimeout(() => initAdSlots(), ADSENSE_INIT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [client, routeKey])

  return blocked && config.blockedNotice ? <AdBlockedNotice /> : null
}
