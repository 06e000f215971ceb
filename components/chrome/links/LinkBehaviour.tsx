// Applies the link rules to the whole page after every navigation: 500 ms after the route
// change (spec §9) so Notion bodies have rendered, and to links added to the page after that
// (useNewLinkRules). Placed once by the shared frame; renders nothing.
import { useRouter } from 'next/router'
import { useEffect } from 'react'
import { usePageContext } from '@/components/site/SiteContext'
import { markExternalLinks, ownOrigins, rewriteBodyLinks } from './link-rules'
import { useNewLinkRules } from './useNewLinkRules'

export const LINK_REWRITE_DELAY_MS = 500

export function LinkBehaviour() {
  const router = useRouter()
  const { chrome, variant } = usePageContext()
  const { prefix, keep } = variant
  useNewLinkRules(chrome.link, variant)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const schedule = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        const own = ownOrigins(window.location.origin, chrome.link)
        rewriteBodyLinks(document, own, { prefix, keep })
        markExternalLinks(document, own)
      }, LINK_REWRITE_DELAY_MS)
    }
    schedule()
    router.events.on('routeChangeComplete', schedule)
    return () => {
      clearTimeout(timer)
      router.events.off('routeChangeComplete', schedule)
    }
  }, [router.events, chrome.link, prefix, keep])

  return null
}
