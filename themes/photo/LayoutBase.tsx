// The frame: lots of white space and very little chrome. A centred masthead, the page in one
// centred column (no sidebar: the article's contents open from a small round button), a quiet
// footer, an optional faded background picture (PHOTO_BACKGROUND_IMAGE).
import { FrameChrome } from '@/components/frame/FrameChrome'
import { FrameRoot } from '@/components/frame/FrameRoot'
import { ToTopButton } from '@/components/sections/ToTopButton'
import { FloatingToc } from '@/components/toc/FloatingToc'
import type { LayoutBaseProps } from '@/themes/contract'
import { Backdrop } from './frame/Backdrop'
import { Footer } from './frame/Footer'
import { Masthead } from './frame/Masthead'

const ROUND_BUTTON =
  'fixed bottom-6 z-30 inline-flex h-10 w-10 items-center justify-center rounded-full border border-neutral-200 bg-white/90 text-neutral-600 shadow-sm hover:text-neutral-950 dark:border-neutral-700 dark:bg-neutral-900/90 dark:text-neutral-300 dark:hover:text-white'

export function LayoutBase({ page, children }: LayoutBaseProps) {
  return (
    <FrameRoot
      theme="photo"
      page={page}
      className="relative isolate flex min-h-screen flex-col bg-white text-neutral-800 [--folio-accent:#525252] dark:bg-neutral-950 dark:text-neutral-200 dark:[--folio-accent:#d4d4d4]"
    >
      <FrameChrome>
        <Backdrop />
        <Masthead />
      </FrameChrome>
      <main id="main" className="mx-auto w-full max-w-5xl min-w-0 flex-1 px-4 pt-6 sm:px-6">
        {children}
      </main>
      <FrameChrome>
        <Footer />
        {page.article ? (
          <FloatingToc
            toc={page.article.toc}
            classNames={{ button: `${ROUND_BUTTON} left-6` }}
            tocClassNames={{ active: 'font-semibold text-neutral-950 dark:text-white' }}
          />
        ) : null}
        <ToTopButton showAfter={500} className={`${ROUND_BUTTON} right-6`} />
      </FrameChrome>
    </FrameRoot>
  )
}
