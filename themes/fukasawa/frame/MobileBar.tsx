// Phones and tablets: the logo box on a white band, the dark-mode button, and a menu button that
// opens the sidebar's blocks in a drawer from the left.
import { useState } from 'react'
import { Menu } from '@/components/icons'
import { Drawer } from '@/components/layout/Drawer'
import { useT } from '@/lib/i18n/react'
import { Controls } from './Controls'
import { Logo } from './Logo'
import { SidebarBlocks } from './SidebarBlocks'

export function MobileBar() {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  return (
    <>
      <header className="flex items-center gap-2 bg-white px-4 py-4 lg:hidden dark:bg-[#181818]">
        <Logo />
        <Controls className="ml-auto" />
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={t.nav.openMenu}
          aria-expanded={open}
          className="-mr-1 shrink-0 p-2 text-neutral-700 hover:text-(--folio-accent) dark:text-neutral-200"
        >
          <Menu className="h-6 w-6" />
        </button>
      </header>
      <Drawer open={open} onClose={() => setOpen(false)} classNames={{ root: 'bg-white px-6 pt-4 pb-8 text-neutral-800 shadow-xl dark:bg-[#181818] dark:text-neutral-200' }}>
        <SidebarBlocks />
      </Drawer>
    </>
  )
}
