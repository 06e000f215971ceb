// The frame around every page: header with the brand and menu, the content beside a sidebar
// (the article's contents card on articles; none beside a full-width article), the footer.
import { BackToTop } from '@/components/layout/BackToTop'
import { FooterCredits } from '@/components/sections/FooterCredits'
import { showsSidebar } from '@/components/sections/frame-rules'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { LatestPosts } from '@/components/sections/sidebar/LatestPosts'
import { TocCard } from '@/components/sections/TocCard'
import type { LayoutBaseProps } from '@/themes/contract'
import { useProxioConfig } from './useProxioConfig'

export function LayoutBase({ page, children }: LayoutBaseProps) {
  const { PROXIO_WIDGET_TO_TOP } = useProxioConfig()
  return (
    <div
      id="theme-proxio"
      data-layout={page.layout}
      className="flex min-h-screen flex-col bg-white text-neutral-800 [--folio-accent:#2563eb] dark:bg-neutral-950 dark:text-neutral-200 dark:[--folio-accent:#60a5fa]"
    >
      <header className="flex flex-wrap items-center justify-between gap-4 border-b border-neutral-200 px-5 py-3 dark:border-neutral-800">
        <SiteBrand />
        <SiteMenu classNames={{ root: 'gap-x-4 text-sm' }} />
      </header>
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-10 px-5 py-8 lg:flex-row">
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
        {showsSidebar(page) && (
          <aside className="flex w-full shrink-0 flex-col gap-8 text-sm lg:w-64">
            <TocCard page={page} classNames={{ root: 'sticky top-4' }} />
            <LatestPosts />
          </aside>
        )}
      </div>
      <footer className="border-t border-neutral-200 px-5 py-6 dark:border-neutral-800">
        <FooterCredits />
      </footer>
      {PROXIO_WIDGET_TO_TOP && <BackToTop className="fixed right-5 bottom-5 rounded-full bg-white p-2 shadow dark:bg-neutral-800" />}
    </div>
  )
}
