// The white bar: the site's logo (its icon as a picture, or the brand) left, the menus right
// (a drawer on phones, opened by the button at the far right), dark mode and — with sign-in
// on — the sign-in link.
import { DarkModeToggle } from '@/components/appearance/DarkModeToggle'
import { SignInLink } from '@/components/auth/SignInLink'
import { PhoneMenu } from '@/components/frame/PhoneMenu'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { useT } from '@/lib/i18n/react'
import { Container } from './Container'

const ROUND_BUTTON = 'rounded-full p-2 text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800'
const LOGO = { root: 'min-w-0 gap-3', icon: 'h-10 w-auto max-w-28 object-contain sm:h-12', title: 'text-lg font-bold tracking-wide text-neutral-900 dark:text-white' }
const BAR_MENU = {
  root: 'gap-x-8 text-[15px] tracking-wider',
  item: 'text-neutral-800 hover:text-[var(--folio-accent)] dark:text-neutral-200',
  active: '!text-[var(--folio-accent)]',
  subMenu: 'rounded-sm border border-neutral-200 bg-white py-2 shadow-lg dark:border-neutral-700 dark:bg-neutral-900',
}

const STACKED = { root: 'mt-8 gap-1 text-base', item: 'block border-b border-neutral-100 py-3 text-neutral-800 dark:border-neutral-800 dark:text-neutral-100', active: 'text-[var(--folio-accent)]' }

export function Header() {
  const { t } = useT()
  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white shadow-sm dark:border-neutral-800 dark:bg-neutral-900">
      <Container className="flex h-16 items-center gap-4 sm:h-20">
        <SiteBrand classNames={LOGO} />
        <nav aria-label={t.common.menu} className="ml-auto hidden min-w-0 lg:block">
          <SiteMenu classNames={BAR_MENU} />
        </nav>
        <span className="ml-auto flex shrink-0 items-center gap-1 lg:ml-2">
          <DarkModeToggle classNames={{ root: ROUND_BUTTON }} />
          <SignInLink className="ml-1 hidden rounded-sm bg-[var(--folio-accent-fill)] px-3 py-1.5 text-sm font-semibold text-white sm:inline-block" />
          <PhoneMenu side="right" classNames={{ button: `lg:hidden ${ROUND_BUTTON}`, icon: 'h-6 w-6' }} drawer={{ root: 'bg-white p-6 dark:bg-neutral-900' }} menu={STACKED}>
            {(menu) => (
              <>
                {menu}
                <SignInLink className="mt-6 inline-block rounded-sm bg-[var(--folio-accent-fill)] px-4 py-2 text-sm font-semibold text-white" />
              </>
            )}
          </PhoneMenu>
        </span>
      </Container>
    </header>
  )
}
