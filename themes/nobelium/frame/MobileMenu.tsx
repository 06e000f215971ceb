// The phone menu (the kit's): the site's menu, one entry a line, in a drawer from the right.
import { PhoneMenu } from '@/components/frame/PhoneMenu'
import { useNobeliumConfig } from '../useNobeliumConfig'

export function MobileMenu({ className }: { className: string }) {
  const { NOBELIUM_NAV_MENU_ICONS } = useNobeliumConfig()
  return (
    <PhoneMenu
      side="right"
      classNames={{ button: className }}
      drawer={{ root: 'bg-white px-6 py-8 text-neutral-800 dark:bg-neutral-900 dark:text-neutral-200' }}
      menuIcons={NOBELIUM_NAV_MENU_ICONS}
      menu={{
        root: 'gap-1',
        item: 'flex items-center gap-2 border-b border-neutral-100 py-2.5 text-base hover:text-black dark:border-neutral-800 dark:hover:text-white',
        active: 'font-semibold',
        subMenu: 'mt-0 gap-0 pl-4',
      }}
    />
  )
}
