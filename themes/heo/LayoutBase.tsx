// heo's frame: a pale blue-grey page; the top bar (over a blue banner with waves on articles);
// the content beside the right column, which on the home page starts below the hero (the hero
// spans both columns); the wave footer; the floating contents and back-to-top buttons.
import { FrameChrome } from '@/components/frame/FrameChrome'
import { FrameRoot } from '@/components/frame/FrameRoot'
import { mobileTocOf, showsSidebar } from '@/components/sections/frame-rules'
import { ToTopButton } from '@/components/sections/ToTopButton'
import { FloatingToc } from '@/components/toc/FloatingToc'
import type { LayoutBaseProps } from '@/themes/contract'
import { ArticleBanner } from './frame/ArticleBanner'
import { Footer } from './frame/Footer'
import { Header } from './frame/Header'
import { Sidebar } from './frame/Sidebar'
import { Waves } from './frame/Waves'

const FLOATING =
  'fixed z-30 inline-flex h-11 w-11 items-center justify-center rounded-full bg-[var(--folio-accent)] text-white shadow-lg hover:opacity-90 dark:text-neutral-900'

export function LayoutBase({ page, children }: LayoutBaseProps) {
  const article = page.article
  return (
    <FrameRoot
      theme="heo"
      page={page}
      className="flex min-h-screen flex-col bg-[#f7f9fe] text-[#363636] [--folio-accent:#425aef] dark:bg-[#18171d] dark:text-neutral-200 dark:[--folio-accent:#f2b94b]"
    >
      {article ? (
        <div className="bg-gradient-to-br from-[#0060e0] via-[#1f6fe5] to-[#3b82f6] dark:from-[#10204a] dark:via-[#142a5c] dark:to-[#1c3470]">
          <FrameChrome>
            <Header onBanner />
          </FrameChrome>
          <ArticleBanner article={article} />
          <Waves className="-mb-px fill-[#f7f9fe] dark:fill-[#18171d]" />
        </div>
      ) : (
        <FrameChrome>
          <Header onBanner={false} />
        </FrameChrome>
      )}
      <div className="mx-auto flex w-full max-w-[1400px] flex-1 gap-5 px-4 pt-4 [--heo-hero-h:24.75rem] has-[[data-home-notice]]:[--heo-hero-h:29rem] md:px-8 lg:[&:has([data-heo-hero])>aside]:mt-[var(--heo-hero-h)]">
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
        <FrameChrome>{showsSidebar(page) ? <Sidebar page={page} /> : null}</FrameChrome>
      </div>
      <FrameChrome>
        <Footer />
        {article ? (
          <FloatingToc
            toc={mobileTocOf(page)}
            classNames={{ button: `${FLOATING} bottom-20 right-5 lg:hidden` }}
          />
        ) : null}
        <ToTopButton showAfter={400} className={`${FLOATING} right-5 bottom-5`} />
      </FrameChrome>
    </FrameRoot>
  )
}
