// The NexT frame: three columns on grey on wide screens. Left: the brand block, the menu with
// the search box, and a sticky box (the article's contents and the profile, in tabs); centre:
// the page in white boxes; right: the announcement, latest posts, categories and tags. Tablets
// keep the left column and move the right one under the content; phones get one column under
// a sticky brand bar with a drawer. A full-width article keeps only the bar and the content.
import { FrameChrome } from '@/components/frame/FrameChrome'
import { FrameRoot } from '@/components/frame/FrameRoot'
import { useLite } from '@/components/frame/useLite'
import { cx } from '@/components/kit/class-names'
import { showsSidebar } from '@/components/sections/frame-rules'
import type { LayoutBaseProps } from '@/themes/contract'
import { BrandBlock } from './frame/BrandBlock'
import { FloatingButtons } from './frame/FloatingButtons'
import { Footer } from './frame/Footer'
import { CARD } from './frame/look'
import { MenuCard } from './frame/MenuCard'
import { RightBar } from './sidebar/RightBar'
import { SidePanel } from './sidebar/SidePanel'

/** Layouts that bring their own boxes; every other page sits in one white box. */
const BOXED_LAYOUTS = new Set(['LayoutIndex', 'LayoutPostList'])

/** The shared pages' titles in NexT's light weight. */
const BOX_TITLE = '[&_h1[data-page-header]]:text-2xl [&_h1[data-page-header]]:font-normal'

export function LayoutBase({ page, children }: LayoutBaseProps) {
  // Lite mode has no columns: the content alone.
  const lite = useLite()
  const columns = showsSidebar(page) && !lite
  return (
    <FrameRoot
      theme="next"
      page={page}
      className="flex min-h-screen flex-col bg-[#eee] text-[#555] [--folio-accent:#fc6423] dark:bg-[#161616] dark:text-neutral-300 dark:[--folio-accent:#ff8a50]"
    >
      <div
        className={cx(
          'mx-auto grid w-full flex-1 grid-cols-1 gap-3 sm:gap-4',
          columns
            ? 'max-w-[1480px] lg:grid-cols-[15rem_minmax(0,1fr)] lg:pt-3 lg:pr-16 lg:pl-4 xl:grid-cols-[15rem_minmax(0,1fr)_15rem]'
            : 'max-w-5xl',
        )}
      >
        <FrameChrome>
          {/* On phones the column dissolves, so its brand block is the page's sticky top bar. */}
          <div
            data-next-left=""
            className={cx(
              'contents',
              columns && 'lg:row-span-2 lg:flex lg:flex-col lg:gap-4 xl:row-span-1',
            )}
          >
            <div className={cx('contents', columns && `lg:block lg:overflow-hidden ${CARD}`)}>
              <BrandBlock bar={!columns} />
              {columns && <MenuCard className="hidden lg:flex" />}
            </div>
            {columns && (
              <div className="hidden flex-1 lg:block">
                <SidePanel page={page} />
              </div>
            )}
          </div>
        </FrameChrome>
        <main id="main" className={cx('min-w-0 px-2 sm:px-4 lg:px-0', !columns && 'pt-3 sm:pt-4')}>
          {BOXED_LAYOUTS.has(page.layout) ? (
            children
          ) : (
            <div className={cx(CARD, BOX_TITLE, 'px-4 py-8 sm:px-10 md:py-12')}>{children}</div>
          )}
        </main>
        <FrameChrome>
          {columns && (
            <RightBar className="px-2 sm:px-4 lg:col-start-2 lg:px-0 xl:col-start-3 xl:row-start-1" />
          )}
        </FrameChrome>
      </div>
      <FrameChrome>
        <Footer />
        <FloatingButtons page={page} />
      </FrameChrome>
    </FrameRoot>
  )
}
