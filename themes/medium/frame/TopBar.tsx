// Sticky top bar: site brand left, menu right (a hamburger and drawer on small screens), and
// a sign-in link when the site has sign-in.
// It slides away while scrolling down past itself and comes back on scrolling up. It is
// transparent near the top: under 10 px, or while within the page's header minus 50 px
// (spec §2; usePageHeaderBottom finds the page's header); pages without one use the bar's own
// height. Menu entries look like ../medium.css's medium-menu-item.
import { SignInLink } from '@/components/auth/SignInLink'
import { usePageHeaderBottom } from '@/components/layout/usePageHeaderBottom'
import { useHeaderVisibility } from '@/components/layout/useScrollDirection'
import { MobileMenu } from './MobileMenu'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { SiteMenu } from '@/components/sections/SiteMenu'

const HEADER_HEIGHT = 56

export function TopBar() {
  // Two thresholds: the bar hides once scrolled past itself, and stays see-through while over
  // the page's header.
  const { hidden } = useHeaderVisibility(HEADER_HEIGHT)
  const { transparent } = useHeaderVisibility(usePageHeaderBottom(HEADER_HEIGHT))
  return (
    <header
      data-hidden={hidden || undefined}
      data-transparent={transparent || undefined}
      className={[
        'sticky top-0 z-30 h-14 w-full transition-[translate,background-color,box-shadow] duration-300',
        hidden ? '-translate-y-full' : '',
        // See-through, blurred so the header under it does not fight with the menu.
        transparent
          ? 'bg-white/40 backdrop-blur-md dark:bg-neutral-950/40'
          : 'border-b border-neutral-200 bg-white/95 shadow-sm backdrop-blur dark:border-neutral-800 dark:bg-neutral-950/95',
      ].join(' ')}
    >
      <div className="flex h-full items-center justify-between gap-4 px-5 md:px-8">
        <SiteBrand />
        <div className="flex items-center gap-2">
          <nav className="hidden md:block">
            <SiteMenu
              classNames={{
                root: 'flex items-center gap-1',
                item: 'medium-menu-item',
                active: 'font-medium text-neutral-950! dark:text-white!',
                subMenu:
                  'min-w-40 rounded-md border border-neutral-200 bg-white py-1 shadow-lg dark:border-neutral-700 dark:bg-neutral-900',
              }}
            />
          </nav>
          <SignInLink className="rounded px-3 py-1.5 text-sm font-medium whitespace-nowrap text-neutral-950 hover:bg-neutral-100 dark:text-white dark:hover:bg-neutral-800" />
          <MobileMenu className="md:hidden" />
        </div>
      </div>
    </header>
  )
}
