// Matery's frame around every page: the fixed bar, then the full-screen cover (first home
// page) or the coloured band with the page's heading, the content rising over the band's edge
// (cards on lists, one white card elsewhere, the contents card beside an article on wide
// screens), the gradient footer and the floating buttons.
import { FrameChrome } from '@/components/frame/FrameChrome'
import { FrameRoot } from '@/components/frame/FrameRoot'
import { cx } from '@/components/kit/class-names'
import { isHome } from '@/components/sections/frame-rules'
import type { LayoutBaseProps } from '@/themes/contract'
import { Fabs } from './frame/Fabs'
import { Footer } from './frame/Footer'
import { HomeCover } from './frame/HomeCover'
import { CONTENT_ID, PAPER } from './frame/look'
import { PageBand } from './frame/PageBand'
import { SideToc } from './frame/SideToc'
import { TopBar } from './frame/TopBar'
import { useMateryConfig } from './useMateryConfig'

/** Layouts that bring their own cards; every other page sits in one white card. */
const CARDED = new Set(['LayoutIndex', 'LayoutPostList'])

export function LayoutBase({ page, children }: LayoutBaseProps) {
  const { MATERY_HOME_COVER } = useMateryConfig()
  const cover = isHome(page) && MATERY_HOME_COVER
  const carded = CARDED.has(page.layout)
  return (
    <FrameRoot
      theme="matery"
      page={page}
      className="flex min-h-screen flex-col bg-[#f5f5f5] text-neutral-700 [--folio-accent:#4f46e5] dark:bg-neutral-950 dark:text-neutral-300 dark:[--folio-accent:#a5b4fc]"
    >
      <FrameChrome>
        <TopBar />
      </FrameChrome>
      {cover ? (
        <FrameChrome>
          <HomeCover />
        </FrameChrome>
      ) : (
        <PageBand page={page} />
      )}
      <div
        id={CONTENT_ID}
        className={cx(
          'relative mx-auto flex w-full max-w-6xl flex-1 scroll-mt-16 gap-6 px-3 sm:px-5',
          cover ? 'pt-10' : '-mt-20',
        )}
      >
        <main id="main" className="min-w-0 flex-1">
          {carded ? (
            children
          ) : (
            <div
              className={cx(
                PAPER,
                'px-5 py-8 sm:px-10 sm:py-10',
                page.article && 'mx-auto max-w-4xl',
              )}
            >
              {children}
            </div>
          )}
        </main>
        <FrameChrome>
          <SideToc page={page} />
        </FrameChrome>
      </div>
      <FrameChrome>
        <Footer />
        <Fabs page={page} />
      </FrameChrome>
    </FrameRoot>
  )
}
