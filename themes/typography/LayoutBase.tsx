// The frame of every page, text first on faint grid paper: the content column on the left and,
// on wide screens, a narrow right-hand column that stays in view: the site's name set
// vertically beside a rule, the article's contents, the menu as underlined links, the
// dark-mode button and the credits. On phones (and beside a full-width article) the same
// pieces stack: the name and the menu head the page, the credits close it. Each piece is
// rendered once; a `contents` box lets it join either layout.
import { FrameChrome } from '@/components/frame/FrameChrome'
import { FrameRoot } from '@/components/frame/FrameRoot'
import { cx } from '@/components/kit/class-names'
import { isHome, mobileTocOf, showsSidebar } from '@/components/sections/frame-rules'
import { ToTopButton } from '@/components/sections/ToTopButton'
import { sideTocOf } from '@/components/sections/TocCard'
import { FloatingToc } from '@/components/toc/FloatingToc'
import type { LayoutBaseProps } from '@/themes/contract'
import { Colophon } from './frame/Colophon'
import { GRID_PAPER, READABLE, TEXT } from './frame/look'
import { SideContents } from './frame/SideContents'
import { SideNav } from './frame/SideNav'
import { TitleBar } from './frame/TitleBar'
import { useTypographyConfig } from './useTypographyConfig'

const FLOATING =
  'fixed right-4 z-30 inline-flex h-9 w-9 items-center justify-center border border-current/30 bg-[#fbfbf9] text-[#2e405b] hover:text-(--folio-accent) dark:bg-[#1f1f22] dark:text-[#e6e1d8]'

export function LayoutBase({ page, children }: LayoutBaseProps) {
  const { TYPOGRAPHY_GRID_PAPER } = useTypographyConfig()
  const column = showsSidebar(page)
  return (
    <FrameRoot
      theme="typography"
      page={page}
      className={cx(
        'min-h-screen bg-[#fbfbf9] [--folio-accent:#1f5f8b] dark:bg-[#18181b] dark:[--folio-accent:#93bde0]',
        TYPOGRAPHY_GRID_PAPER && GRID_PAPER,
        TEXT,
        READABLE,
      )}
    >
      <div
        className={cx(
          'mx-auto flex min-h-screen w-full flex-col px-5 sm:px-8',
          column ? 'max-w-2xl lg:max-w-[62rem] lg:flex-row lg:gap-24 lg:px-10' : 'max-w-5xl',
        )}
      >
        <main
          id="main"
          className={cx('order-3 min-w-0 flex-1 pt-8 pb-4', column && 'lg:order-none lg:py-20')}
        >
          {children}
        </main>
        <FrameChrome>
          <div
            data-typography-column={column ? 'side' : 'stacked'}
            className={cx(
              'contents',
              column &&
                'lg:sticky lg:top-0 lg:flex lg:h-screen lg:w-44 lg:shrink-0 lg:flex-col lg:py-16',
            )}
          >
            <TitleBar
              vertical={column}
              heading={isHome(page)}
              className={cx('order-1', column && 'lg:order-none lg:shrink-0')}
            />
            {column && <SideContents page={page} />}
            <SideNav
              stacked={column}
              className={cx('order-2', column && 'lg:order-none lg:mt-auto')}
            />
            <Colophon
              className={cx('order-4 mt-auto', column && 'lg:order-none lg:mt-0 lg:pt-8 lg:pb-0')}
            />
          </div>
        </FrameChrome>
      </div>
      <FrameChrome>
        <FloatingToc
          toc={mobileTocOf(page)}
          classNames={{ button: cx(FLOATING, 'bottom-16', sideTocOf(page) && 'lg:hidden') }}
          tocClassNames={{
            active: 'font-semibold text-(--folio-accent) underline underline-offset-4',
          }}
        />
        <ToTopButton showAfter={400} className={cx(FLOATING, 'bottom-4')} />
      </FrameChrome>
    </FrameRoot>
  )
}
