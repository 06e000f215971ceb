// The white bar: the site's logo (its icon as a picture, or the brand) left, the menus right
// (a drawer on phones), dark mode and — with sign-in on — the sign-in link.
import { useState } from 'react'
import { DarkModeToggle } from '@/components/appearance/DarkModeToggle'
import { SignInLink } from '@/components/auth/SignInLink'
import { Menu } from '@/components/icons'
import { Drawer } from '@/components/layout/Drawer'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { useT } from '@/lib/i18n/react'
import { Container } from './Container'

const ROUND_BUTTON = 'rounded-full p-2 text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800'

export function Header() {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white shadow-sm dark:border-neutral-800 dark:bg-neutral-900">
      <Container className="flex h-16 items-center gap-4 sm:h-20">
        <SiteBrand
          classNames={{
            root: 'min-w-0 gap-3',
            icon: 'h-10 w-auto max-w-28 object-contain sm:h-12',
            title: 'text-lg font-bold tracking-wide text-neutral-900 dark:text-white',
          }}
        />
        <nav aria-label={t.common.menu} className="ml-auto hidden min-w-0 lg:block">
          <SiteMenu
            classNames={{
              root: 'gap-x-8 text-[15px] tracking-wider',
              item: 'text-neutral-800 hover:text-[var(--folio-accent)] dark:text-neutral-200',
              active: '!text-[var(--folio-accent)]',
            }}
          />
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1 lg:ml-2">
          <DarkModeToggle classNames={{ root: ROUND_BUTTON }} />
          <SignInLink className="ml-1 hidden rounded-sm bg-[var(--folio-accent)] px-3 py-1.5 text-sm font-semibold text-white sm:inline-block" />
          <button type="button" aria-label={t.nav.openMenu} onClick={() => setOpen(true)} className={`${ROUND_BUTTON} lg:hidden`}>
            <Menu className="h-6 w-6" />
          </button>
        </div>
      </Container>
      <Drawer open={open} onClose={() => setOpen(false)} side="right" classNames={{ root: 'bg-white p-6 dark:bg-neutral-900' }}>
        <SiteMenu
          orientation="vertical"
          classNames={{ root: 'mt-8 gap-1 text-base', item: 'block py-2 text-neutral-800 dark:text-neutral-100', active: 'text-[var(--folio-accent)]' }}
        />
        <SignInLink className="mt-6 inline-block rounded-sm bg-[var(--folio-accent)] px-4 py-2 text-sm font-semibold text-white" />
      </Drawer>
    </header>
  )
}
