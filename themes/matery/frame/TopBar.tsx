// The fixed bar: brand left, the menu and search right (a menu button on phones, opening the
// drawer). See-through over the page's band while at the top, then the solid indigo-violet
// gradient with a shadow; it slides away while scrolling down and back when scrolling up.
import { Search } from '@/components/icons'
import { cx } from '@/components/kit/class-names'
import { usePageHeaderBottom } from '@/components/layout/usePageHeaderBottom'
import { useHeaderVisibility } from '@/components/layout/useScrollDirection'
import { SiteLink } from '@/components/navigation/SiteLink'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { useT } from '@/lib/i18n/react'
import { BAR_HEIGHT, GRADIENT } from './look'
import { NavDrawer } from './NavDrawer'

const DROPDOWN =
  'min-w-40 overflow-hidden rounded-md bg-white py-1 text-neutral-700 shadow-xl dark:bg-neutral-800 dark:text-neutral-200 [&_a]:block [&_a]:px-4 [&_a]:py-2 [&_a]:whitespace-nowrap [&_a:hover]:bg-indigo-50 [&_a:hover]:text-(--folio-accent) dark:[&_a:hover]:bg-neutral-700'
const ICON_BUTTON = 'rounded-full p-2 transition-colors hover:bg-white/15'

export function TopBar() {
  const { t } = useT()
  const { hidden, transparent } = useHeaderVisibility(usePageHeaderBottom(BAR_HEIGHT))
  return (
    <header
      data-matery-bar={transparent ? 'clear' : 'solid'}
      className={cx(
        'fixed inset-x-0 top-0 z-40 h-16 text-white transition-[translate,box-shadow] duration-300',
        hidden && '-translate-y-full',
        transparent ? 'bg-transparent' : `${GRADIENT} shadow-[0_2px_8px_rgba(0,0,0,0.3)]`,
      )}
    >
      <div className="mx-auto flex h-full max-w-6xl items-center gap-2 px-4">
        <SiteBrand classNames={{ root: 'mr-auto gap-2 text-xl text-white', icon: 'h-8 w-8 rounded-full' }} />
        <nav aria-label={t.menu.title} className="hidden lg:block">
          <SiteMenu
            classNames={{
              root: 'gap-x-1 text-[15px] tracking-wide',
              item: 'block rounded px-3 py-2 transition-colors hover:bg-white/15',
              active: 'bg-white/20',
              subMenu: DROPDOWN,
            }}
          />
        </nav>
        <SiteLink href="/search" aria-label={t.search.title} title={t.search.title} className={ICON_BUTTON}>
          <Search className="h-5 w-5" />
        </SiteLink>
        <NavDrawer className={cx(ICON_BUTTON, 'lg:hidden')} />
      </div>
    </header>
  )
}
