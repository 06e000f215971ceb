// The slim top bar: brand and menu on the left, the colour-mode switch and a wide grey search
// box (Ctrl K) on the right; on phones a search button.
import { DarkModeToggle } from '@/components/appearance/DarkModeToggle'
import { Search } from '@/components/icons'
import { SiteLink } from '@/components/navigation/SiteLink'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { useT } from '@/lib/i18n/react'
import { HeaderSearch } from './HeaderSearch'

export function TopBar() {
  const { t } = useT()
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center gap-6 border-b border-neutral-200 bg-white/95 px-4 backdrop-blur sm:px-5 dark:border-neutral-800 dark:bg-neutral-900/95">
      <SiteBrand
        classNames={{
          root: 'min-w-0 gap-2',
          title: 'truncate text-lg font-bold text-neutral-900 dark:text-white',
        }}
      />
      <SiteMenu
        classNames={{
          root: 'hidden min-w-0 gap-x-5 text-sm font-semibold lg:flex',
          active: 'text-[var(--folio-accent)]',
        }}
      />
      <div className="ml-auto flex items-center gap-3">
        <DarkModeToggle
          classNames={{
            root: 'rounded-md p-2 text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800',
          }}
        />
        {/* Phones: the search page, one tap away. */}
        <SiteLink
          href="/search"
          aria-label={t.nav.search}
          className="rounded-md p-2 text-neutral-600 hover:bg-neutral-100 md:hidden dark:text-neutral-300 dark:hover:bg-neutral-800"
        >
          <Search className="h-5 w-5" />
        </SiteLink>
        <HeaderSearch className="hidden w-60 md:block xl:w-72" />
      </div>
    </header>
  )
}
