// A page's public URL in a component: on the server (no origin known without LINK) the
// site-relative form, in the browser the absolute one, without a hydration mismatch.
import { useSyncExternalStore } from 'react'
import { usePageContext } from '@/components/site/SiteContext'
import { publicPageUrl } from '@/lib/share/public-url'

const noSubscription = () => () => {}

export function usePublicPageUrl(href: string): string {
  const { chrome, variant } = usePageContext()
  const origin = useSyncExternalStore(noSubscription, () => window.location.origin, () => '')
  return publicPageUrl(href, { link: chrome.link, prefix: variant.prefix, origin })
}
