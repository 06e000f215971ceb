// The masthead: a white bar that stays on top — the brand, the menu in one row (a drawer on
// phones), then search, dark mode and (with sign-in on) the sign-in link at the far right.
import { DarkModeToggle } from '@/components/appearance/DarkModeToggle'
import { SignInLink } from '@/components/auth/SignInLink'
import { PhoneMenu } from '@/components/frame/PhoneMenu'
import { Search } from '@/components/icons'
import { SiteLink } from '@/components/navigation/SiteLink'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { useT } from '@/lib/i18n/react'

const ICON_BUTTON = 'rounded-full p-2 text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800'

export function Header() {
  const { t } = useT()
  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white/95 backdrop-blur dark:border-neutral-800 dark:bg-neutral-950/95">
      <div className="flex h-16 items-center gap-6 px-4 sm:px-6 lg:px-8">
        <PhoneMenu classNames={{ button: `${ICON_BUTTON} lg:hidden` }} drawer={{ root: 'bg-white p-5 dark:bg-neutral-950' }} menu={{ root: 'mt-8 gap-1 text-base', item: 'block py-2 text-neutral-800 dark:text-neutral-100', active: 'font-semibold' }}>
          {(menu) => (
            <>
              {menu}
              <SignInLink className="mt-6 inline-block rounded-full bg-neutral-950 px-4 py-1.5 text-sm font-semibold text-white dark:bg-white dark:text-neutral-950" />
            </>
          )}
        </PhoneMenu>
        <SiteBrand classNames={{ root: 'min-w-0 gap-2', icon: 'h-6 w-6', title: 'truncate text-lg font-extrabold tracking-tight text-neutral-950 dark:text-white' }} />
        <nav aria-label={t.common.menu} className="hidden min-w-0 flex-1 lg:block">
          <SiteMenu
            classNames={{
              root: 'gap-x-7 text-[15px]',
              item: 'text-neutral-700 hover:text-neutral-950 dark:text-neutral-300 dark:hover:text-white',
              active: 'font-semibold !text-neutral-950 dark:!text-white',
            }}
          />
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <SiteLink href="/search" aria-label={t.search.title} className={ICON_BUTTON}>
            <Search className="h-5 w-5" />
          </SiteLink>
          <DarkModeToggle classNames={{ root: ICON_BUTTON }} />
          <SignInLink className="ml-2 hidden rounded-full bg-neutral-950 px-4 py-1.5 text-sm font-semibold text-white sm:inline-block dark:bg-white dark:text-neutral-950" />
        </div>
      </div>
    </header>
  )
}
