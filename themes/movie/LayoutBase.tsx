// The frame: the streaming-site bar, the page in a wide centred column (no sidebar: the posters
// and the film page take the width), a quiet footer, the contents drawer on articles and the
// back-to-top arrow. On the home page an optional backdrop image (MOVIE_HOME_BACKGROUND).
import { FrameChrome } from '@/components/frame/FrameChrome'
import { FrameRoot } from '@/components/frame/FrameRoot'
import { isHome } from '@/components/sections/frame-rules'
import { FooterCredits } from '@/components/sections/FooterCredits'
import { ToTopButton } from '@/components/sections/ToTopButton'
import { FloatingToc } from '@/components/toc/FloatingToc'
import type { LayoutBaseProps } from '@/themes/contract'
import { HomeBackdrop } from './frame/HomeBackdrop'
import { TopBar } from './frame/TopBar'
import { useMovieConfig } from './useMovieConfig'

const ROUND_BUTTON =
  'fixed z-30 flex h-11 w-11 items-center justify-center rounded-full bg-white text-neutral-800 shadow-lg hover:text-emerald-600 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:text-emerald-400'

export function LayoutBase({ page, children }: LayoutBaseProps) {
  const { MOVIE_HOME_BACKGROUND } = useMovieConfig()
  return (
    <FrameRoot
      theme="movie"
      page={page}
      className="relative isolate flex min-h-screen flex-col bg-white text-neutral-900 [--folio-accent:#10b981] dark:bg-[#0c0c0e] dark:text-neutral-100 dark:[--folio-accent:#34d399]"
    >
      <FrameChrome>
        {isHome(page) && <HomeBackdrop src={MOVIE_HOME_BACKGROUND} />}
        <TopBar />
      </FrameChrome>
      <main
        id="main"
        className="mx-auto w-full max-w-[88rem] min-w-0 flex-1 px-5 pt-6 pb-16 sm:px-8"
      >
        {children}
      </main>
      <FrameChrome>
        <footer className="px-5 py-10 text-center text-xs tracking-wider text-neutral-500 sm:px-8 dark:text-neutral-400">
          <FooterCredits classNames={{ root: 'flex flex-col items-center gap-2' }} />
        </footer>
        {page.article && (
          <FloatingToc
            toc={page.article.toc}
            classNames={{ button: `${ROUND_BUTTON} bottom-6 left-6` }}
          />
        )}
        <ToTopButton showAfter={500} className={`${ROUND_BUTTON} right-6 bottom-6`} />
      </FrameChrome>
    </FrameRoot>
  )
}
