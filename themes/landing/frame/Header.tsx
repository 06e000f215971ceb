// The white top bar: the round brand icon and name (the icon alone on phones), the menus, the
// dark-mode switch, sign-in when it is on, and the dark pill with the page's main action;
// on phones the menus move into a drawer behind the hamburger.
import { DarkModeToggle } from '@/components/appearance/DarkModeToggle'
import { SignInLink } from '@/components/auth/SignInLink'
import { PhoneMenu } from '@/components/frame/PhoneMenu'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'
import { HeaderAction } from './HeaderAction'
import { ICON_BUTTON, WIDTH } from './look'

const DRAWER_MENU = {
  root: 'mt-8 gap-1 text-base',
  item: 'block rounded-lg px-3 py-2 text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800',
  active: 'font-semibold !text-blue-600 dark:!text-blue-400',
}

export function Header() {
  const { t } = useT()
  // With an icon to show, phones show only the icon; without one the name stays.
  const hasIcon = Boolean(useSite().info.icon)
  return (
    <header className="sticky top-0 z-40 bg-white/90 backdrop-blur dark:bg-neutral-950/90">
      <div className={`${WIDTH} flex h-16 items-center gap-3`}>
        <SiteBrand
          classNames={{
            root: 'min-w-0 gap-2.5 font-bold text-neutral-900 dark:text-white',
            icon: 'flex h-9 w-9 items-center justify-center rounded-full object-cover text-2xl',
            title: hasIcon ? 'text-lg max-sm:sr-only' : 'text-lg',
          }}
        />
        <nav aria-label={t.common.menu} className="ml-auto hidden min-w-0 lg:block">
          <SiteMenu
            classNames={{
              root: 'gap-x-7 text-[15px]',
              item: 'text-neutral-600 hover:text-neutral-900 dark:text-neutral-300 dark:hover:text-white',
              active: '!text-neutral-900 font-semibold dark:!text-white',
              subMenu:
                'rounded-lg border border-neutral-100 bg-white p-2 shadow-xl dark:border-neutral-800 dark:bg-neutral-900',
            }}
          />
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1.5 lg:ml-4">
          <DarkModeToggle classNames={{ root: ICON_BUTTON }} />
          <SignInLink className="hidden px-2 text-sm font-medium text-neutral-600 hover:text-neutral-900 sm:inline dark:text-neutral-300 dark:hover:text-white" />
          <HeaderAction className="hidden sm:inline-flex" />
          <PhoneMenu classNames={{ button: `${ICON_BUTTON} lg:hidden`, icon: 'h-6 w-6' }} drawer={{ root: 'bg-white p-6 dark:bg-neutral-950' }} menu={DRAWER_MENU}>
            {(menu) => (
              <>
                {menu}
                <div className="mt-8 flex flex-col items-start gap-4">
                  <SignInLink className="px-3 text-sm font-medium text-neutral-700 dark:text-neutral-200" />
                  <HeaderAction className="inline-flex" />
                </div>
              </>
            )}
          </PhoneMenu>
        </div>
      </div>
    </header>
  )
}
