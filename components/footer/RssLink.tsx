// The site's feed as a visible link, with the icon and the dictionary's label (spec §2:
// "/rss/feed.xml – RSS link, shown when RSS is enabled"). Nothing when RSS_ENABLED is off.
// A plain <a>: the feed is a file, not a page the router could show.
import { Rss } from '@/components/icons'
import { usePageContext } from '@/components/site/SiteContext'
import { withBasePath } from '@/lib/routes/base-path'
import { useT } from '@/lib/i18n/react'

export function RssLink({ className = 'inline-flex items-center gap-1 hover:underline' }: { className?: string }) {
  const { chrome, variant } = usePageContext()
  const { t } = useT()
  if (!chrome.rss) return null
  return (
    <a href={withBasePath(`${variant.prefix}/rss/feed.xml`)} className={className} type="application/rss+xml">
      <Rss className="h-3.5 w-3.5" />
      {t.nav.rss}
    </a>
  )
}
