// The medium frame, once for every page: the reading column (top bar, content, footer, the
// phone's bottom bar) and, on wide screens, the right panel behind a vertical rule (none beside
// a full-width article). The accent (the contents tab, the entry being read) is red.
import { FrameChrome } from '@/components/frame/FrameChrome'
import { FrameRoot } from '@/components/frame/FrameRoot'
import { showsSidebar, mobileTocOf } from '@/components/sections/frame-rules'
import { ToTopButton } from '@/components/sections/ToTopButton'
import type { LayoutBaseProps } from '@/themes/contract'
import { BottomBar } from './frame/BottomBar'
import { ContentsButton } from './frame/ContentsButton'
import { Footer } from './frame/Footer'
import { TopBar } from './frame/TopBar'
import { RightPanel } from './panel/RightPanel'

const TO_TOP =
  'fixed right-6 bottom-8 z-20 hidden rounded-full border border-neutral-200 bg-white p-2.5 text-neutral-600 shadow-md hover:text-neutral-950 md:flex dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-300 dark:hover:text-white'
const CLEAR_OF_PANEL = 'xl:right-[22rem] 2xl:right-[26rem]'

export function LayoutBase({ page, children }: LayoutBaseProps) {
  const withPanel = showsSidebar(page)
  return (
    <FrameRoot
      theme="medium"
      page={page}
      className="min-h-screen bg-white text-neutral-800 antialiased [--folio-accent:var(--color-red-600)] dark:bg-neutral-950 dark:text-neutral-300 dark:[--folio-accent:var(--color-red-400)]"
    >
      <div className="flex min-h-screen">
        <div className="flex min-w-0 flex-1 flex-col">
          <FrameChrome>
            <TopBar />
          </FrameChrome>
          <main
            id="main"
            className="mx-auto w-full max-w-5xl flex-1 px-5 pt-6 pb-12 md:px-10 lg:px-14"
          >
            {children}
          </main>
          <FrameChrome>
            <Footer />
            <BottomBar toc={mobileTocOf(page)} />
          </FrameChrome>
        </div>
        <FrameChrome>
          {withPanel && <RightPanel page={page} />}
          {page.article && <ContentsButton article={page.article} />}
          <ToTopButton
            showAfter={400}
            className={withPanel ? `${TO_TOP} ${CLEAR_OF_PANEL}` : TO_TOP}
          />
        </FrameChrome>
      </div>
    </FrameRoot>
  )
}
