// The fukasawa frame: a fixed white sidebar on the left (site info, menu, search, the article's
// contents, announcement, newsletter, tags, categories, credits) that folds away with the menu
// button, the light grey page of cards beside it; on phones a logo band and a drawer. Pages
// other than the lists and articles sit on one white sheet.
import { FrameChrome } from '@/components/frame/FrameChrome'
import { FrameRoot } from '@/components/frame/FrameRoot'
import { useLite } from '@/components/frame/useLite'
import { ListTree } from '@/components/icons'
import { cx } from '@/components/kit/class-names'
import { mobileTocOf } from '@/components/sections/frame-rules'
import { sideTocOf } from '@/components/sections/TocCard'
import { ToTopButton } from '@/components/sections/ToTopButton'
import { FloatingToc } from '@/components/toc/FloatingToc'
import type { LayoutBaseProps, LayoutName } from '@/themes/contract'
import { FoldButton } from './frame/FoldButton'
import { Footer } from './frame/Footer'
import { BESIDE_SIDEBAR, FLOAT_BUTTON, SHEET } from './frame/look'
import { MobileBar } from './frame/MobileBar'
import { Sidebar } from './frame/Sidebar'
import { useSidebarFold } from './frame/useSidebarFold'

/** Layouts that lay out their own sheets (cards, the article's column). */
const OWN_SHEETS: ReadonlySet<LayoutName> = new Set(['LayoutIndex', 'LayoutPostList', 'LayoutSlug'])

export function LayoutBase({ page, children }: LayoutBaseProps) {
  const lite = useLite()
  const { folded, toggle } = useSidebarFold()
  // The sidebar shows the contents on wide screens; folded, or on phones, the floating button does.
  const tocInSidebar = !folded && sideTocOf(page) !== null
  return (
    <FrameRoot
      theme="fukasawa"
      page={page}
      className="min-h-screen bg-[#eeeeee] text-neutral-800 [--folio-accent:#019ebd] dark:bg-[#111111] dark:text-neutral-200 dark:[--folio-accent:#3cc4e0]"
    >
      <FrameChrome>
        <MobileBar />
        <Sidebar page={page} folded={folded} />
        <FoldButton folded={folded} onToggle={toggle} />
      </FrameChrome>
      <div className={cx('transition-[padding] duration-300', !folded && !lite && BESIDE_SIDEBAR)}>
        <main
          id="main"
          className="mx-auto w-full max-w-[1120px] px-3 py-6 sm:px-6 lg:px-10 lg:pt-16 lg:pb-12"
        >
          {OWN_SHEETS.has(page.layout) ? (
            children
          ) : (
            <div className={cx(SHEET, 'mx-auto max-w-4xl px-5 py-10 sm:px-12 sm:py-14')}>
              {children}
            </div>
          )}
        </main>
        <FrameChrome>
          <Footer />
        </FrameChrome>
      </div>
      <FrameChrome>
        <div className="fixed right-4 bottom-6 z-30 flex flex-col gap-2">
          <FloatingToc
            toc={mobileTocOf(page)}
            tocProps={{ headerOffset: 24 }}
            classNames={{ panel: 'bg-white p-5 dark:bg-[#181818]' }}
            trigger={(props) => (
              <button
                {...props}
                className={cx(FLOAT_BUTTON, 'inline-flex', tocInSidebar && 'lg:hidden')}
              >
                <ListTree className="h-5 w-5" />
              </button>
            )}
          />
          <ToTopButton showAfter={400} className={cx(FLOAT_BUTTON, 'inline-flex')} />
        </div>
      </FrameChrome>
    </FrameRoot>
  )
}
