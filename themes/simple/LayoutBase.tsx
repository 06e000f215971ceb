// The frame of every page: the optional top bar, the centred header, the nav strip, then the
// content beside the sidebar (under it on phones; none beside a full-width article), the
// footer band, the back-to-top button and, on phones, the article's contents button.
import { FrameChrome } from '@/components/frame/FrameChrome'
import { FrameRoot } from '@/components/frame/FrameRoot'
import { ToTopButton } from '@/components/sections/ToTopButton'
import { mobileTocOf, showsSidebar } from '@/components/sections/frame-rules'
import { sideTocOf } from '@/components/sections/TocCard'
import { FloatingToc } from '@/components/toc/FloatingToc'
import type { LayoutBaseProps } from '@/themes/contract'
import { Footer } from './frame/Footer'
import { Masthead } from './frame/Masthead'
import { NavBar } from './frame/NavBar'
import { Sidebar } from './frame/Sidebar'
import { TopBar } from './frame/TopBar'
import { useSimpleConfig } from './useSimpleConfig'

const FLOATING =
  'fixed right-5 z-30 inline-flex h-10 w-10 items-center justify-center rounded-sm border border-neutral-300 bg-white text-neutral-600 shadow-sm hover:text-(--folio-accent) dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-300'

export function LayoutBase({ page, children }: LayoutBaseProps) {
  const { SIMPLE_TOP_BAR } = useSimpleConfig()
  return (
    <FrameRoot
      theme="simple"
      page={page}
      className="flex min-h-screen flex-col bg-white text-neutral-700 [--folio-accent:#22607a] dark:bg-neutral-950 dark:text-neutral-300 dark:[--folio-accent:#7cc3e0]"
    >
      <FrameChrome>
        {SIMPLE_TOP_BAR && <TopBar />}
        <Masthead />
        <NavBar />
      </FrameChrome>
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-12 px-4 pt-10 sm:px-6 md:flex-row md:gap-10">
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
        <FrameChrome>{showsSidebar(page) && <Sidebar page={page} />}</FrameChrome>
      </div>
      <FrameChrome>
        <Footer />
        <FloatingToc
          toc={mobileTocOf(page)}
          classNames={{ button: `${FLOATING} bottom-20 ${sideTocOf(page) ? 'md:hidden' : ''}` }}
        />
        <ToTopButton showAfter={400} className={`${FLOATING} bottom-6`} />
      </FrameChrome>
    </FrameRoot>
  )
}
