// Phones: the phone menu (the kit's) with the menu tree in its drawer. A click on any of its
// links closes it (a jump within the home page is no route change).
import { PhoneMenu } from '@/components/frame/PhoneMenu'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { MenuTree } from './MenuTree'
import { BRAND_LOOK } from './Sidebar'

export function MobileMenu() {
  return (
    <PhoneMenu
      classNames={{ button: 'rounded-lg p-2 text-neutral-600 hover:bg-neutral-100 lg:hidden dark:text-neutral-300 dark:hover:bg-neutral-800' }}
      drawer={{ root: 'bg-[#f7f8fa] p-4 dark:bg-[#15171b]' }}
    >
      {(_menu, close) => (
        <div className="flex flex-col gap-5" onClick={(event) => (event.target as Element).closest('a') && close()}>
          <SiteBrand classNames={BRAND_LOOK} />
          <MenuTree />
        </div>
      )}
    </PhoneMenu>
  )
}
