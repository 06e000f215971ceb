// The documentation frame: a slim top bar with the search, the tree of every post on the left
// (with the footer under it), the page in the middle, the article's contents on the right. On
// phones the tree and the contents open from a bottom tab bar.
import { FrameChrome } from '@/components/frame/FrameChrome'
import { FrameRoot } from '@/components/frame/FrameRoot'
import { showsSidebar } from '@/components/sections/frame-rules'
import { ToTopButton } from '@/components/sections/ToTopButton'
import type { LayoutBaseProps } from '@/themes/contract'
import { Footer } from './frame/Footer'
import { MobileTabBar } from './frame/MobileTabBar'
import { TocAside } from './frame/TocAside'
import { TopBar } from './frame/TopBar'
import { TreeAside } from './frame/TreeAside'

export function LayoutBase({ page, children }: LayoutBaseProps) {
  const currentHref = page.article?.post.href ?? null
  const sidebars = showsSidebar(page)
  return (
    <FrameRoot
      theme="gitbook"
      page={page}
      className="flex min-h-screen flex-col bg-white text-neutral-800 [--folio-accent:#168332] dark:bg-neutral-900 dark:text-neutral-200 dark:[--folio-accent:#4ade80]"
    >
      <FrameChrome>
        <TopBar />
      </FrameChrome>
      <div className="flex w-full flex-1">
        <FrameChrome>{sidebars && <TreeAside currentHref={currentHref} />}</FrameChrome>
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="flex w-full flex-1 justify-center gap-10 px-4 pt-8 pb-24 sm:px-8 lg:pb-16">
            <main id="main" className="w-full max-w-3xl min-w-0">
              {children}
            </main>
            <FrameChrome>{sidebars && <TocAside page={page} />}</FrameChrome>
          </div>
          <FrameChrome>
            <Footer landmark={!sidebars} className={sidebars ? 'lg:hidden' : ''} />
          </FrameChrome>
        </div>
      </div>
      <FrameChrome>
        <MobileTabBar page={page} currentHref={currentHref} />
        <ToTopButton
          showAfter={400}
          className="fixed right-5 bottom-20 z-30 rounded-full border border-neutral-200 bg-white p-2 text-neutral-600 shadow-sm hover:text-[var(--folio-accent)] lg:bottom-6 dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-300"
        />
      </FrameChrome>
    </FrameRoot>
  )
}
