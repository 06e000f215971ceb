// Phones: the brand card across the top with a menu button that slides the side card's entries
// in from the left.
import { useState } from 'react'
import { Menu } from '@/components/icons'
import { Drawer } from '@/components/layout/Drawer'
import { useT } from '@/lib/i18n/react'
import { BrandCard } from './BrandCard'
import { CARD } from './look'
import { NavLinks } from './NavLinks'

export function PhoneBar() {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  return (
    <div className="flex items-stretch gap-2 lg:hidden">
      <BrandCard className="flex-1" />
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t.nav.openMenu}
        aria-expanded={open}
        className={`${CARD} flex w-14 shrink-0 items-center justify-center text-neutral-700 dark:text-neutral-200`}
      >
        <Menu className="h-5 w-5" />
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} label={t.menu.title} classNames={{ root: 'bg-white pt-10 text-neutral-800 dark:bg-neutral-900 dark:text-neutral-200' }}>
        <NavLinks />
      </Drawer>
    </div>
  )
}
