// The frame around every page, written once. Its root is the kit's FrameRoot (the
// #theme-<name> element the contract test and page-level styles look for, the skip link, lite
// mode); FrameChrome marks what lite mode (?lite=true, an embedded page) leaves out.
//
// `page` says what is inside: its heading for the grey band (the site's title on the home
// page), and on articles the post with its table of contents, which the sidebar shows.
import { FrameChrome } from '@/components/frame/FrameChrome'
import { FrameRoot } from '@/components/frame/FrameRoot'
import { showsSidebar } from '@/components/sections/frame-rules'
import { ToTopButton } from '@/components/sections/ToTopButton'
import { FloatingToc } from '@/components/toc/FloatingToc'
import { useSite } from '@/components/site/SiteContext'
import type { LayoutBaseProps } from '@/themes/contract'
import { Band } from './frame/Band'
import { Footer } from './frame/Footer'
import { Header } from './frame/Header'
import { Sidebar } from './frame/Sidebar'

export function LayoutBase({ page, children }: LayoutBaseProps) {
  const { info } = useSite()
  return (
    <FrameRoot
      theme="example"
      page={page}
      // --folio-accent: the accent of the shared components (the TOC entry being read, focus rings...).
      className="flex min-h-screen flex-col bg-white text-gray-800 [--folio-accent:var(--color-red-500)] dark:bg-neutral-900 dark:text-neutral-200"
    >
      <FrameChrome>
        <Header />
      </FrameChrome>
      <Band page={page} title={page.heading ?? info.title} subtitle={page.heading ? null : info.description} />
      <div className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-10 px-4 pt-10 lg:flex-row">
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
        {/* A full-width article has no sidebar. */}
        <FrameChrome>{showsSidebar(page) ? <Sidebar page={page} /> : null}</FrameChrome>
      </div>
      <FrameChrome>
        <Footer />
        {/* Small screens: a round button opens the article's contents (any number of headings). */}
        {page.article ? (
          <FloatingToc
            toc={page.article.toc}
            classNames={{
              button:
                'fixed bottom-6 left-6 z-30 inline-flex h-10 w-10 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-600 shadow-sm hover:text-black lg:hidden dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-300 dark:hover:text-white',
            }}
            tocClassNames={{ title: 'hidden', active: 'text-red-600 underline dark:text-red-500' }}
          />
        ) : null}
        {/* Shown while the theme's EXAMPLE_WIDGET_TO_TOP is on (a shared setting: the kit's piece reads it). */}
        <ToTopButton
          showAfter={400}
          className="fixed right-6 bottom-6 z-30 rounded border border-gray-300 bg-white p-2 text-gray-600 shadow-sm hover:text-black dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-300"
        />
      </FrameChrome>
    </FrameRoot>
  )
}
