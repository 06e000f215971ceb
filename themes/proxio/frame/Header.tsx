// The dark bar on top: the brand on the left, the menus, dark mode and (when configured) the
// sign-in link on the right, a drawer on phones. Over the welcome cover it is translucent.
import { DarkModeToggle } from '@/components/appearance/DarkModeToggle'
import { SignInLink } from '@/components/auth/SignInLink'
import { PhoneMenu } from '@/components/frame/PhoneMenu'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { useT } from '@/lib/i18n/react'

const ICON_BUTTON = 'rounded-full p-2 text-white/85 hover:bg-white/10 hover:text-white'
const SIGN_IN =
  'rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-neutral-950 hover:bg-neutral-200'
const BAR_MENU = {
  root: 'mr-4 gap-x-8 text-[15px]',
  item: 'text-white/85 hover:text-white',
  active: 'font-semibold !text-white',
  subMenu: 'rounded-lg bg-neutral-900 p-2 text-white shadow-xl ring-1 ring-white/10',
}
const DRAWER_MENU = {
  root: 'mt-8 gap-1 text-lg',
  item: 'block py-2 text-white/85 hover:text-white',
  active: 'font-semibold !text-white',
}

export function Header({ overCover }: { overCover: boolean }) {
  const { t } = useT()
  const bar = overCover ? 'bg-neutral-900/55 backdrop-blur-md' : 'bg-neutral-950'
  return (
    <header
      data-proxio-header={overCover ? 'over-cover' : 'solid'}
      className={`fixed inset-x-0 top-0 z-40 text-white ${bar}`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-6 px-4 sm:px-6">
        <SiteBrand
          classNames={{
            root: 'min-w-0 gap-2',
            icon: 'h-7 w-7 rounded',
            title: 'truncate text-lg font-bold text-white sm:text-xl',
          }}
        />
        <div className="flex shrink-0 items-center gap-1">
          <nav aria-label={t.common.menu} className="hidden lg:block">
            <SiteMenu classNames={BAR_MENU} />
          </nav>
          <DarkModeToggle classNames={{ root: ICON_BUTTON }} />
          <SignInLink className={`ml-2 hidden sm:inline-block ${SIGN_IN}`} />
          <PhoneMenu
            side="right"
            classNames={{ button: `${ICON_BUTTON} lg:hidden`, icon: 'h-6 w-6' }}
            drawer={{ root: 'bg-neutral-950 p-6 text-white' }}
            menu={DRAWER_MENU}
          >
            {(menu) => (
              <>
                {menu}
                <SignInLink className={`mt-6 inline-block ${SIGN_IN}`} />
              </>
            )}
          </PhoneMenu>
        </div>
      </div>
    </header>
  )
}
