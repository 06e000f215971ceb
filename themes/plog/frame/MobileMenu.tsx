// Below the wide breakpoint the bar's menu folds into the phone menu (the kit's), a drawer from
// the right, with search.
import { PhoneMenu } from '@/components/frame/PhoneMenu'
import { SearchBox } from '@/components/search/SearchBox'
import { BAR_BUTTON } from './BarButton'

export function MobileMenu() {
  return (
    <PhoneMenu
      side="right"
      classNames={{ button: `${BAR_BUTTON} lg:hidden` }}
      menuIcons
      menu={{ root: 'gap-3 text-base', item: 'hover:opacity-70' }}
    >
      {(menu) => (
        <div className="mt-10 flex flex-col gap-6">
          <SearchBox classNames={{ input: 'w-full rounded-full bg-neutral-100 px-4 py-2 text-sm dark:bg-neutral-800' }} />
          {menu}
        </div>
      )}
    </PhoneMenu>
  )
}
