// The bar over the content: on phones the menu button and the logo; on the right the pill search
// (on the home page it filters the cards as you type, elsewhere it searches the site; the search
// page has its own box) and the moon.
import { DarkModeToggle } from '@/components/appearance/DarkModeToggle'
import { SearchBox } from '@/components/search/SearchBox'
import { ListFilterBox } from '@/components/sections/list-filter/ListFilterBox'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { useDirectoryFilter } from './directory-filter'
import { PILL } from './look'
import { MobileMenu } from './MobileMenu'
import { BRAND_LOOK } from './Sidebar'

export function TopBar({ box }: { box: 'filter' | 'search' | null }) {
  const { text, setText } = useDirectoryFilter()
  return (
    <header className="sticky top-0 z-10 flex items-center gap-2 bg-[#f7f8fa]/90 px-3 py-3 backdrop-blur sm:px-6 lg:justify-end dark:bg-[#15171b]/90">
      <MobileMenu />
      <div className="min-w-0 lg:hidden">
        <SiteBrand classNames={{ ...BRAND_LOOK, title: 'hidden sm:block' }} />
      </div>
      <div className="ml-auto w-full max-w-[15rem] min-w-0">
        {box === 'filter' && (
          <ListFilterBox value={text} onChange={setText} classNames={{ root: `${PILL} px-4 py-2`, input: 'text-sm' }} />
        )}
        {box === 'search' && (
          <SearchBox classNames={{ root: `${PILL} px-4 py-1`, input: 'text-sm' }} />
        )}
      </div>
      <DarkModeToggle classNames={{ root: 'rounded-full p-2 text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800' }} />
    </header>
  )
}
