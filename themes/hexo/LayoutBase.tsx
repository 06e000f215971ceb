// The Butterfly-like frame around every page: the fixed top bar, the banner (full screen on
// the first home page, the cover band on articles), the content column beside the sidebar
// cards (none beside a full-width article), the footer band and the floating buttons.
import { FrameChrome } from '@/components/frame/FrameChrome'
import { FrameRoot } from '@/components/frame/FrameRoot'
import { useLite } from '@/components/frame/useLite'
import { cx } from '@/components/kit/class-names'
import { isHome, showsSidebar } from '@/components/sections/frame-rules'
import type { LayoutBaseProps } from '@/themes/contract'
import { ArticleBand } from './frame/ArticleBand'
import { Footer } from './frame/Footer'
import { Header } from './frame/Header'
import { HomeBanner } from './frame/HomeBanner'
import { CARD, CONTENT_ID } from './frame/look'
import { Rightside } from './frame/Rightside'
import { Sidebar } from './sidebar/Sidebar'
import { useHexoConfig } from './useHexoConfig'

/** Layouts that bring their own cards; every other page sits in one white card. */
const CARDED_LAYOUTS = new Set(['LayoutIndex', 'LayoutPostList'])

export function LayoutBase({ page, children }: LayoutBaseProps) {
  const { HEXO_HOME_BANNER_ENABLE } = useHexoConfig()
  const banner = isHome(page) && HEXO_HOME_BANNER_ENABLE
  const article = page.article
  const lite = useLite()
  // Lite mode has no fixed bar to clear.
  const overBand = banner || article !== null || lite
  return (
    <FrameRoot
      theme="hexo"
      page={page}
      className="flex min-h-screen flex-col bg-[#f4f4f4] text-neutral-700 [--folio-accent:#49b1f5] dark:bg-[#121212] dark:text-neutral-300 dark:[--folio-accent:#3e9fde]"
    >
      <FrameChrome>
        <Header overBand={overBand} />
      </FrameChrome>
      <FrameChrome>{banner && <HomeBanner />}</FrameChrome>
      {article && <ArticleBand post={article.post} />}
      <div
        id={CONTENT_ID}
        className={cx(
          'mx-auto flex w-full max-w-6xl flex-1 scroll-mt-4 flex-col gap-5 px-3 pb-4 sm:px-5 lg:flex-row',
          overBand ? 'pt-6 md:pt-10' : 'pt-[84px] md:pt-[92px]',
        )}
      >
        <main id="main" className="min-w-0 flex-1">
          {CARDED_LAYOUTS.has(page.layout) ? (
            children
          ) : (
            <div className={cx(CARD, 'px-5 py-8 sm:px-10 md:py-10')}>{children}</div>
          )}
        </main>
        <FrameChrome>{showsSidebar(page) && <Sidebar page={page} />}</FrameChrome>
      </div>
      <FrameChrome>
        <Footer />
        <Rightside page={page} />
      </FrameChrome>
    </FrameRoot>
  )
}
