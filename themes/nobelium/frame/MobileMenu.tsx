// The phone menu: the site's menu, one entry a line, in a drawer from the right.
import { Drawer } from '@/components/layout/Drawer'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { useNobeliumConfig } from '../useNobeliumConfig'

export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { NOBELIUM_NAV_MENU_ICONS } = useNobeliumConfig()
  return (
    <Drawer open={open} onClose={onClose} side="right" classNames={{ root: 'bg-white px-6 py-8 text-neutral-800 dark:bg-neutral-900 dark:text-neutral-200' }}>
      <SiteMenu
        orientation="vertical"
        icons={NOBELIUM_NAV_MENU_ICONS}
        classNames={{
          root: 'gap-1',
          item: 'flex items-center gap-2 border-b border-neutral-100 py-2.5 text-base hover:text-black dark:border-neutral-800 dark:hover:text-white',
          active: 'font-semibold',
          subMenu: 'mt-0 gap-0 pl-4',
        }}
      />
    </Drawer>
  )
}
