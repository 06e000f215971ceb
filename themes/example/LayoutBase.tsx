// The frame around every page, written once. Its root element MUST be
// <div id="theme-<name>">: the contract test and page-level styles look for it.
//
// `page` says what is inside: its heading for the grey band (the site's title on the home
// page), and on articles the post with its table of contents, which the sidebar shows.
import { showsSidebar } from '@/components/sections/frame-rules'
import { ToTopButton } from '@/components/sections/ToTopButton'
import { FloatingToc } from '@/components/toc/FloatingToc'
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'
import type { LayoutBaseProps } from '@/themes/contract'
import { Band } from './frame/Band'
import { Footer } from './frame/Footer'
import { Header } from './frame/Header'
import { Sidebar } from './frame/Sidebar'

export function LayoutBase({ page, children }: LayoutBaseProps) {
  const { t } = useT()
  const { info } = useSite()
  return (
    <div
      id="theme-example"
      data-layout={page.layout}
      // --folio-accent: the accent of the shared components (the TOC entry being read, focus rings...).
      className="flex min-h-screen flex-col bg-white text-gray-800 [--folio-accent:var(--color-red-500)] dark:bg-neutral-900 dark:text-neutral-200"
    >
      {/* Every visible text comes from the dictionaries (useT), never a literal. */}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {t.nav.skipToContent}
      </a>
      <Header />
      <Band page={page} title={page.heading ?? info.title} subtitle={page.heading ? null : info.description} />
      <div className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-10 px-4 pt-10 lg:flex-row">
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
        {/* A full-width article has no sidebar. */}
        {showsSidebar(page) ? <Sidebar page={page} /> : null}
      </div>
      <Footer />
      {/* Small screens: a round button opens the article's contents (any number of headings). */}
      {page.article ? (
        <FloatingToc
          toc={page.article.toc}
          classNames={{
            button:
              'fixed bottom-6 left-6 z-30 inline-flex h-10 w-10 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-600 shadow-sm hover:text-black lg:hidden dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-300 dark:hover:text-white',
          }}
          tocClassNames={{ title: 'hidden', active: 'text-red-500 underline' }}
        />
      ) : null}
      {/* Shown while the theme's EXAMPLE_WIDGET_TO_TOP is on (a shared setting: the kit's piece reads it). */}
      <ToTopButton
        showAfter={400}
        className="fixed right-6 bottom-6 z-30 rounded border border-gray-300 bg-white p-2 text-gray-600 shadow-sm hover:text-black dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-300"
      />
    </div>
  )
}
