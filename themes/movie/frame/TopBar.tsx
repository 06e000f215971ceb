// The streaming-site bar: the site's name large and bold on the left, the menu in spaced
// letters on the right; on small screens the menu moves into a drawer.
import { DarkModeToggle } from '@/components/appearance/DarkModeToggle'
import { PhoneMenu } from '@/components/frame/PhoneMenu'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { useT } from '@/lib/i18n/react'

const ICON_BUTTON = 'rounded-full p-2 text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-white/10'

export function TopBar() {
  const { t } = useT()
  return (
    <header className="relative z-20 flex items-center gap-4 px-5 py-5 sm:px-8">
      <SiteBrand
        classNames={{
          root: 'mr-auto min-w-0 gap-2',
          title: 'truncate text-2xl font-extrabold tracking-tight text-black sm:text-3xl dark:text-white',
        }}
      />
      <nav aria-label={t.menu.title} className="hidden md:block">
        <SiteMenu
          classNames={{
            root: 'gap-x-6 gap-y-2 text-[15px] tracking-[0.12em]',
            item: 'text-neutral-800 hover:text-emerald-600 dark:text-neutral-200 dark:hover:text-emerald-400',
            active: '!text-emerald-700 dark:!text-emerald-400',
            subMenu: 'rounded-md bg-white p-2 shadow-xl tracking-normal dark:bg-neutral-900',
          }}
        />
      </nav>
      <DarkModeToggle classNames={{ root: ICON_BUTTON }} />
      <PhoneMenu
        side="right"
        classNames={{ button: `${ICON_BUTTON} md:hidden` }}
        menu={{
          root: 'mt-10 gap-1 text-base tracking-wider',
          item: 'block rounded px-3 py-2 hover:bg-neutral-100 dark:hover:bg-white/10',
          active: '!text-emerald-700 dark:!text-emerald-400',
        }}
      />
    </header>
  )
}
