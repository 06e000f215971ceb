// AdSense: the script URL and the one-time initialisation of the slots on the page.
export const ADSENSE_INIT_DELAY_MS = 3000

export function adsenseScriptUrl(client: string): string {
  return `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`
}

type AdsWindow = { adsbygoogle?: unknown[] }

/** Asks AdSense to fill every slot it has not filled yet; returns how many were pushed. */
export function initAdSlots(root: ParentNode = document): number {
  const w = window as unknown as AdsWindow
  const queue = (w.adsbygoogle ??= [])
  let pushed = 0
  for (const slot of root.querySelectorAll('ins.adsbygoogle:not([data-adsbygoogle-status]):not([data-folio-pushed])')) {
    slot.setAttribute('data-folio-pushed', '')
    try {
      queue.push({})
      pushed += 1
    } catch (error) {
      console.warn('[plugins] an ad slot could not be filled', error)
    }
  }
  return pushed
}
