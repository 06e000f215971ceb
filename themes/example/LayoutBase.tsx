// The frame around every page. Its root element MUST be <div id="theme-<name>">: the
// contract test and page-level styles look for it.
//
// Only the parts that need no route data live here (header, footer, back-to-top). The title
// band and the sidebar are placed by each layout through <Page> (frame/Page.tsx), because the
// article layout has to hand the sidebar its table of contents during server rendering.
import { BackToTop } from '@/components/layout/BackToTop'
import { useT } from '@/lib/i18n/react'
import type { LayoutBaseProps } from '@/themes/contract'
import { Footer } from './frame/Footer'
import { Header } from './frame/Header'

export function LayoutBase({ layout, children }: LayoutBaseProps) {
  const { t } = useT()
  return (
    <div
      id="theme-example"
      data-layout={layout}
      // --folio-accent: the accent of the shared components (the TOC entry being read, focus rings...).
      className="flex min-h-screen flex-col bg-white font-sans text-gray-800 [--folio-accent:var(--color-red-500)] dark:bg-neutral-900 dark:text-neutral-200"
    >
      {/* Every visible text comes from the dictionaries (useT), never a literal. */}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {t.nav.skipToContent}
      </a>
      <Header />
      <div className="flex-1">{children}</div>
      <Footer />
      <BackToTop
        showAfter={400}
        className="fixed right-6 bottom-6 z-30 rounded border border-gray-300 bg-white p-2 text-gray-600 shadow-sm hover:text-black dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-300"
      />
    </div>
  )
}
