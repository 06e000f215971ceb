// Small screens: the side drawer with a search box and the menu stacked vertically. It is
// rendered beside the top bar, not in it: the bar's transform would trap the fixed panel.
import { Drawer } from '@/components/layout/Drawer'
import { SearchBox } from '@/components/search/SearchBox'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { searchBoxClass, searchInputClass } from '../search-style'
import { drawerPanelClass } from './drawer-style'

export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer open={open} onClose={onClose} side="left" classNames={{ root: drawerPanelClass }}>
      <SearchBox classNames={{ root: `mb-4 ${searchBoxClass}`, input: searchInputClass }} />
      <SiteMenu
        orientation="vertical"
        classNames={{
          root: 'gap-1',
          item: 'medium-drawer-item',
          active: 'font-semibold text-neutral-950 dark:text-white',
          subMenu: 'ml-3 gap-1 border-l border-neutral-200 pl-2 dark:border-neutral-700',
        }}
      />
    </Drawer>
  )
}
