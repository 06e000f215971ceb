// The fixed top bar: brand left, menu (dropdowns via the shared menu) and search right, a
// drawer on phones. See-through with white text over a banner, solid once past it (white, or
// dark), and it slides away on scrolling down.
import { Search } from '@/components/icons'
import { cx } from '@/components/kit/class-names'
import { usePageHeaderBottom } from '@/components/layout/usePageHeaderBottom'
import { useHeaderVisibility } from '@/components/layout/useScrollDirection'
import { SiteLink } from '@/components/navigation/SiteLink'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { useT } from '@/lib/i18n/react'
import { ACCENT_HOVER, ACCENT_TEXT, BAR_HEIGHT } from './look'
import { MobileMenu } from './MobileMenu'

const SUB_MENU =
  'min-w-40 rounded-lg bg-white py-2 text-neutral-700 shadow-lg dark:bg-[#2a2a2a] dark:text-neutral-200 [&_a]:block [&_a]:whitespace-nowrap [&_a]:px-4 [&_a]:py-1.5 [&_a:hover]:bg-(--folio-accent) [&_a:hover]:text-white'

export function Header({ overBand }: { overBand: boolean }) {
  const { t } = useT()
  const { hidden, transparent } = useHeaderVisibility(usePageHeaderBottom(BAR_HEIGHT))
  const clear = overBand && transparent
  return (
    <header
      data-hexo-header={clear ? 'clear' : 'solid'}
      className={cx(
        'fixed inset-x-0 top-0 z-40 h-[60px] transition-[translate,background-color,color,box-shadow] duration-300',
        hidden ? '-translate-y-full' : 'translate-y-0',
        clear ? 'bg-transparent text-white' : 'bg-white/95 text-neutral-700 shadow-[0_5px_6px_-5px_rgba(133,133,133,0.6)] backdrop-blur dark:bg-[#1e1e1e]/95 dark:text-neutral-200 dark:shadow-none',
      )}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center gap-3 px-4 lg:px-8">
        <SiteBrand classNames={{ root: 'mr-auto gap-2 text-lg font-bold', icon: 'h-8 w-8 rounded-full' }} />
        <nav aria-label={t.menu.title} className="hidden md:block">
          <SiteMenu classNames={{ root: 'gap-x-5 text-[15px]', item: ACCENT_HOVER, active: clear ? 'text-(--folio-accent)' : ACCENT_TEXT, subMenu: SUB_MENU }} />
        </nav>
        <SiteLink href="/search" aria-label={t.search.title} title={t.search.title} className={cx('p-1.5', ACCENT_HOVER)}>
          <Search className="h-5 w-5" />
        </SiteLink>
        <MobileMenu className={cx('-mr-1.5 p-1.5 md:hidden', ACCENT_HOVER)} />
      </div>
    </header>
  )
}
