// The frame around every page: the header (transparent over the home's blue hero, a white sticky
// bar elsewhere and once scrolled), the page's own heading band on blog pages, the content, the
// dark footer. Lite mode (embedding) keeps only the content.
import { FrameChrome } from '@/components/frame/FrameChrome'
import { FrameRoot } from '@/components/frame/FrameRoot'
import { useLite } from '@/components/frame/useLite'
import { isHome, mobileTocOf } from '@/components/sections/frame-rules'
import { ToTopButton } from '@/components/sections/ToTopButton'
import { FloatingToc } from '@/components/toc/FloatingToc'
import type { LayoutBaseProps } from '@/themes/contract'
import { Footer } from './frame/Footer'
import { Header } from './frame/Header'
import { PageBand } from './frame/PageBand'
import { CONTAINER } from './look'

// Layouts that set their own width (the home's full-bleed sections, the card grids).
const OWN_WIDTH: ReadonlySet<string> = new Set([
  'LayoutIndex',
  'LayoutPostList',
  'LayoutSignIn',
  'LayoutSignUp',
])

const FLOATING =
  'fixed z-30 inline-flex h-11 w-11 items-center justify-center rounded-md bg-[#3758f9] text-white shadow-lg transition hover:bg-[#1b44c8]'

export function LayoutBase({ page, children }: LayoutBaseProps) {
  const lite = useLite()
  const overHero = isHome(page)
  return (
    <FrameRoot
      theme="starter"
      page={page}
      className={`flex min-h-screen flex-col bg-white text-neutral-700 [--folio-accent:#3758f9] dark:bg-neutral-950 dark:text-neutral-300 dark:[--folio-accent:#7d93ff] ${lite ? '[&_*]:!animate-none [&_*]:!transition-none' : ''}`}
    >
      <FrameChrome>
        <Header overHero={overHero} />
        {!overHero && <div aria-hidden="true" className="h-16 shrink-0" />}
      </FrameChrome>
      <main id="main" className="flex w-full flex-1 flex-col">
        {!overHero && <PageBand page={page} />}
        {OWN_WIDTH.has(page.layout) ? (
          children
        ) : (
          <div className={`${CONTAINER} py-12 sm:py-16`}>{children}</div>
        )}
      </main>
      <FrameChrome>
        <Footer />
        {page.article && (
          <FloatingToc toc={mobileTocOf(page)} classNames={{ button: `${FLOATING} bottom-6 left-6`, panel: 'bg-white p-5 dark:bg-neutral-950' }} />
        )}
        <ToTopButton showAfter={500} className={`${FLOATING} right-6 bottom-6`} />
      </FrameChrome>
    </FrameRoot>
  )
}
