// Phones: the menu button of the top bar and the drawer holding the menu tree. A click on any of
// its links closes it (a jump within the home page is no route change).
import { useState } from 'react'
import { Menu } from '@/components/icons'
import { Drawer } from '@/components/layout/Drawer'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { useT } from '@/lib/i18n/react'
import { MenuTree } from './MenuTree'
import { BRAND_LOOK } from './Sidebar'

export function MobileMenu() {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        aria-label={t.nav.openMenu}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="rounded-lg p-2 text-neutral-600 hover:bg-neutral-100 lg:hidden dark:text-neutral-300 dark:hover:bg-neutral-800"
      >
        <Menu className="h-5 w-5" />
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} classNames={{ root: 'bg-[#f7f8fa] p-4 dark:bg-[#15171b]' }}>
        <div className="flex flex-col gap-5" onClick={(event) => (event.target as Element).closest('a') && setOpen(false)}>
          <SiteBrand classNames={BRAND_LOOK} />
          <MenuTree />
        </div>
      </Drawer>
    </>
  )
}
