// The sticky top bar. At the top of the page it sits over the column, borderless; once the page
// scrolls it spans the window on a frosted band with a hairline under it, and on articles the
// article's title replaces the site's name. Phones get a menu button and a drawer.
import { cx } from '@/components/kit/class-names'
import { useScrollY } from '@/components/layout/useScrollDirection'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { useT } from '@/lib/i18n/react'
import type { FramePage } from '@/themes/contract'
import { useNobeliumConfig } from '../useNobeliumConfig'
import { Brand } from './Brand'
import { ICON_BUTTON } from './look'
import { MobileMenu } from './MobileMenu'
import { NavTools } from './NavTools'

const MENU_ITEM =
  'inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-[15px] text-neutral-700 transition-colors hover:text-black dark:text-neutral-300 dark:hover:text-white'
const SUB_MENU =
  'min-w-36 rounded-md border border-neutral-200 bg-white py-1 shadow-sm dark:border-neutral-700 dark:bg-neutral-900 [&_a]:block [&_a]:px-3 [&_a]:py-1.5 [&_a]:whitespace-nowrap'

/** How far the page scrolls before the bar turns into a band, px. */
const BAND_AFTER = 24

export function Header({ page }: { page: FramePage }) {
  const { t } = useT()
  const { NOBELIUM_NAV_MENU_ICONS } = useNobeliumConfig()
  const banded = useScrollY() > BAND_AFTER
  const articleTitle = banded && page.article ? page.article.post.title : null
  return (
    <header
      data-nobelium="header"
      data-banded={banded ? '' : undefined}
      className={cx(
        'sticky top-0 z-40 transition-[background-color,border-color] duration-200',
        banded
          ? 'border-b border-neutral-200/80 bg-white/85 backdrop-blur-md dark:border-neutral-800 dark:bg-neutral-900/85'
          : 'border-b border-transparent',
      )}
    >
      <div
        className={cx(
          'mx-auto flex h-16 items-center gap-4 px-4',
          banded ? 'max-w-none sm:px-8' : 'max-w-3xl',
        )}
      >
        <Brand articleTitle={articleTitle} />
        <nav aria-label={t.menu.title} className="ml-auto hidden md:block">
          <SiteMenu
            icons={NOBELIUM_NAV_MENU_ICONS}
            classNames={{
              root: 'flex-nowrap gap-x-1',
              item: MENU_ITEM,
              active: 'text-black! font-medium dark:text-white!',
              subMenu: SUB_MENU,
            }}
          />
        </nav>
        <div className="ml-auto flex items-center gap-0.5 md:ml-0">
          <NavTools />
          <MobileMenu className={cx(ICON_BUTTON, 'md:hidden')} />
        </div>
      </div>
    </header>
  )
}
