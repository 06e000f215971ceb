// AdSense: the script URL and the one-time initialisation of the slots on the page.
export const ADSENSE_INIT_DELAY_MS = 3000

export function adsenseScriptUrl(client: string): string {
  return `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`
}

type AdsWindow = { adsbygoogle?: unknown[] }

const UNFILLED = 'ins.adsbygoogle:not([data-adsbygoogle-status]):not([data-folio-pushed])'

/**
 * Asks AdSense to fill one slot, once: a slot already pushed (by any caller) or already
 * filled is left alone. Returns whether it was pushed.
 */
export function fillAdSlot(slot: Element): boolean {
  if (!slot.matches(UNFILLED)) return false
  const w = window as unknown as AdsWindow
  const queue = (w.adsbygoogle ??= [])
  slot.setAttribute('data-folio-pushed', '')
  try {
    queue.push({})
    return true
  } catch (error) {
    console.warn('[plugins] an ad slot could not be filled', error)
    return false
  }
}

/** Asks AdSense to fill every slot it has not filled yet; returns how many were pushed. */
export function initAdSlots(root: ParentNode = document): number {
  let pushed = 0
  for (const slot of root.querySelectorAll(UNFILLED)) if (fillAdSlot(slot)) pushed += 1
  return pushed
}
