// The left column of wide screens: the site's tagline, the tree (scrolling on its own), and the
// footer at its foot.
import { useSite } from '@/components/site/SiteContext'
import { Footer } from './Footer'
import { SiteTree } from './SiteTree'

export function TreeAside({ currentHref }: { currentHref: string | null }) {
  const { info } = useSite()
  return (
    <aside className="sticky top-14 hidden h-[calc(100vh-3.5rem)] w-72 shrink-0 flex-col border-r border-neutral-200 lg:flex dark:border-neutral-800">
      {info.description && (
        <p className="px-6 pt-6 pb-2 text-sm leading-relaxed font-medium text-[var(--folio-accent)]">
          {info.description}
        </p>
      )}
      <SiteTree currentHref={currentHref} className="min-h-0 flex-1 px-4 py-3" />
      <Footer compact />
    </aside>
  )
}
