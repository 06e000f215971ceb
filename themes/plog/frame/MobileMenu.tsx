// Below the wide breakpoint the bar's menu folds into a drawer from the right, with search.
import { useState } from 'react'
import { Menu } from '@/components/icons'
import { Drawer } from '@/components/layout/Drawer'
import { SearchBox } from '@/components/search/SearchBox'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { useT } from '@/lib/i18n/react'
import { BarButton } from './BarButton'

export function MobileMenu() {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  return (
    <>
      <BarButton aria-label={t.nav.openMenu} aria-expanded={open} onClick={() => setOpen(true)} className="lg:hidden">
        <Menu className="h-5 w-5" />
      </BarButton>
      <Drawer open={open} onClose={() => setOpen(false)} side="right" label={t.menu.title}>
        <div className="mt-10 flex flex-col gap-6">
          <SearchBox classNames={{ input: 'w-full rounded-full bg-neutral-100 px-4 py-2 text-sm dark:bg-neutral-800' }} />
          <SiteMenu orientation="vertical" icons classNames={{ root: 'gap-3 text-base', item: 'hover:opacity-70' }} />
        </div>
      </Drawer>
    </>
  )
}
