// Sticky top bar: site brand left, menu right (a hamburger and drawer on small screens).
// It slides away while scrolling down and comes back on scrolling up.
import { useState } from 'react'
import { useHeaderVisibility } from '@/components/layout/useScrollDirection'
import { MenuButton } from './MenuButton'
import { MobileMenu } from './MobileMenu'
import { SiteBrand } from './SiteBrand'
import { TopMenu } from './TopMenu'

const HEADER_HEIGHT = 56

export function TopBar() {
  const { hidden, transparent } = useHeaderVisibility(HEADER_HEIGHT)
  const [menuOpen, setMenuOpen] = useState(false)
  return (
    <>
      <header
        data-hidden={hidden || undefined}
        data-transparent={transparent || undefined}
        className={[
          'sticky top-0 z-30 h-14 w-full transition-[translate,background-color,box-shadow] duration-300',
          hidden ? '-translate-y-full' : '',
          transparent
            ? 'bg-transparent'
            : 'border-b border-neutral-200 bg-white/95 shadow-sm backdrop-blur dark:border-neutral-800 dark:bg-neutral-950/95',
        ].join(' ')}
      >
        <div className="flex h-full items-center justify-between gap-4 px-5 md:px-8">
          <SiteBrand />
          <TopMenu className="hidden md:block" />
          <MenuButton open={menuOpen} onOpen={() => setMenuOpen(true)} className="md:hidden" />
        </div>
      </header>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </>
  )
}
