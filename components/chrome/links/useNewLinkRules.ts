// Links rendered after LinkBehaviour's 500 ms pass (a body chunk loaded later, the
// announcement, comment widgets, content revealed on click) get the same rules as soon as they
// are added to the page. Watches only additions, so the rules' own attribute changes never
// trigger it; disconnected on unmount.
import { useEffect } from 'react'
import type { RenderVariant } from '@/lib/routes/types'
import { applyLinkRulesTo, ownOrigins } from './link-rules'

export function useNewLinkRules(
  /** The LINK setting (the site's own address besides the page's origin). */
  siteLink: string,
  variant: Pick<RenderVariant, 'prefix' | 'keep'>,
): void {
  const { prefix, keep } = variant
  useEffect(() => {
    if (typeof MutationObserver === 'undefined') return
    const origins = ownOrigins(window.location.origin, siteLink)
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node.nodeType === Node.ELEMENT_NODE)
            applyLinkRulesTo(node as Element, origins, { prefix, keep })
        }
      }
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [siteLink, prefix, keep])
}
