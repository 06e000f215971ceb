// nobelium's frame: the sticky top bar, one narrow column of content (the article's contents
// in the right margin on wide screens), the footer under a hairline, and two quiet floating
// buttons at the bottom right (the contents where the margin list is absent, back to top).
import { FrameChrome } from '@/components/frame/FrameChrome'
import { FrameRoot } from '@/components/frame/FrameRoot'
import { ListTree } from '@/components/icons'
import { cx } from '@/components/kit/class-names'
import { mobileTocOf } from '@/components/sections/frame-rules'
import { sideTocOf } from '@/components/sections/TocCard'
import { ToTopButton } from '@/components/sections/ToTopButton'
import { FloatingToc } from '@/components/toc/FloatingToc'
import type { LayoutBaseProps } from '@/themes/contract'
import { Footer } from './frame/Footer'
import { Header } from './frame/Header'
import { BAR_HEIGHT, COLUMN } from './frame/look'
import { SideToc } from './frame/SideToc'

const FLOATING =
  'inline-flex h-9 w-9 items-center justify-center rounded-full border border-neutral-200 bg-white/90 text-neutral-600 shadow-sm backdrop-blur hover:text-black dark:border-neutral-700 dark:bg-neutral-900/90 dark:text-neutral-300 dark:hover:text-white'

export function LayoutBase({ page, children }: LayoutBaseProps) {
  const fullWidth = page.article?.fullWidth ?? false
  return (
    <FrameRoot
      theme="nobelium"
      page={page}
      className="flex min-h-screen flex-col bg-white text-neutral-900 antialiased [--folio-accent:#111827] dark:bg-neutral-900 dark:text-neutral-100 dark:[--folio-accent:#f5f5f5]"
    >
      <FrameChrome>
        <Header page={page} />
      </FrameChrome>
      <main
        id="main"
        className={cx(
          'relative flex-1 pt-10 sm:pt-14',
          fullWidth ? 'mx-auto w-full max-w-5xl px-4' : COLUMN,
        )}
      >
        {children}
        <FrameChrome>
          <SideToc page={page} />
        </FrameChrome>
      </main>
      <FrameChrome>
        <Footer />
        <div
          data-nobelium="floating"
          className="fixed right-4 bottom-6 z-30 flex flex-col gap-2 sm:right-6"
        >
          <FloatingToc
            toc={mobileTocOf(page)}
            tocProps={{ headerOffset: BAR_HEIGHT + 16 }}
            classNames={{
              panel: 'bg-white p-6 text-neutral-800 dark:bg-neutral-900 dark:text-neutral-200',
            }}
            tocClassNames={{
              item: 'text-neutral-600 hover:text-black dark:text-neutral-400 dark:hover:text-white',
            }}
            trigger={(props) => (
              <button {...props} className={cx(FLOATING, sideTocOf(page) && 'xl:hidden')}>
                <ListTree className="h-4 w-4" />
              </button>
            )}
          />
          <ToTopButton showAfter={400} className={FLOATING} />
        </div>
      </FrameChrome>
    </FrameRoot>
  )
}
