// The landing frame: the white top bar, the page, the simple footer. The home's sections span
// the window themselves; every other page (the blog) sits in a clean narrow white column, an
// article narrower still, with its contents behind a floating button.
import { FrameChrome } from '@/components/frame/FrameChrome'
import { FrameRoot } from '@/components/frame/FrameRoot'
import { isHome, mobileTocOf } from '@/components/sections/frame-rules'
import { ToTopButton } from '@/components/sections/ToTopButton'
import { FloatingToc } from '@/components/toc/FloatingToc'
import type { LayoutBaseProps } from '@/themes/contract'
import { Footer } from './frame/Footer'
import { Header } from './frame/Header'

const FLOATING =
  'fixed bottom-6 z-30 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-neutral-700 shadow-lg ring-1 ring-neutral-200 hover:text-blue-600 dark:bg-neutral-900 dark:text-neutral-200 dark:ring-neutral-700'

export function LayoutBase({ page, children }: LayoutBaseProps) {
  const column = page.article ? 'max-w-3xl' : 'max-w-4xl'
  return (
    <FrameRoot
      theme="landing"
      page={page}
      className="flex min-h-screen flex-col bg-white text-neutral-800 antialiased [--folio-accent:#2563eb] dark:bg-neutral-950 dark:text-neutral-200 dark:[--folio-accent:#60a5fa]"
    >
      <FrameChrome>
        <Header />
      </FrameChrome>
      <main id="main" className="flex w-full flex-1 flex-col">
        {isHome(page) ? (
          children
        ) : (
          <div className={`mx-auto w-full ${column} px-5 py-10 sm:px-8 sm:py-14`}>{children}</div>
        )}
      </main>
      <FrameChrome>
        <Footer />
        {page.article && (
          <FloatingToc
            toc={mobileTocOf(page)}
            classNames={{ button: `${FLOATING} left-6`, panel: 'bg-white p-5 dark:bg-neutral-950' }}
            tocClassNames={{ active: 'font-semibold !text-blue-600 dark:!text-blue-400' }}
          />
        )}
        <ToTopButton showAfter={600} className={`${FLOATING} right-6`} />
      </FrameChrome>
    </FrameRoot>
  )
}
