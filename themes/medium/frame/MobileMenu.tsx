// Small screens: the phone menu (the kit's) with a search box and the menu stacked vertically
// in a side drawer.
import { PhoneMenu } from '@/components/frame/PhoneMenu'
import { SearchBox } from '@/components/search/SearchBox'
import { searchBoxClass, searchInputClass } from '../search-style'
import { drawerPanelClass } from './drawer-style'

const MENU = {
  root: 'gap-1',
  item: 'medium-drawer-item',
  active: 'font-semibold text-neutral-950 dark:text-white',
  subMenu: 'ml-3 gap-1 border-l border-neutral-200 pl-2 dark:border-neutral-700',
}

export function MobileMenu({ className }: { className: string }) {
  return (
    <PhoneMenu
      classNames={{
        button: `-mr-2 rounded p-2 text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800 ${className}`,
      }}
      drawer={{ root: drawerPanelClass }}
      menu={MENU}
    >
      {(menu) => (
        <>
          <SearchBox classNames={{ root: `mb-4 ${searchBoxClass}`, input: searchInputClass }} />
          {menu}
        </>
      )}
    </PhoneMenu>
  )
}
