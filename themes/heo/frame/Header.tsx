// heo's top bar: brand on the left, the menu centred, dark mode, search and (on small screens)
// the menu drawer on the right. `onBanner`: white text over the article's blue banner.
import { DarkModeToggle } from '@/components/appearance/DarkModeToggle'
import { Search } from '@/components/icons'
import { PhoneMenu } from '@/components/frame/PhoneMenu'
import { cx } from '@/components/kit/class-names'
import { SiteLink } from '@/components/navigation/SiteLink'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { useT } from '@/lib/i18n/react'

const ROUND_BUTTON =
  'inline-flex h-9 w-9 items-center justify-center rounded-full hover:bg-[var(--folio-accent)] hover:text-white'

// Pills that fill with the accent under the pointer; the current one in the accent, or in a
// light pill over the blue banner (where the accent would vanish).
const PILL = 'rounded-full px-3 py-1.5 font-medium tracking-wide'
const MENU = {
  root: 'flex flex-wrap items-center justify-center gap-x-1',
  item: `${PILL} hover:bg-[var(--folio-accent)] hover:text-white`,
  active: 'text-[var(--folio-accent)]',
}
const MENU_ON_BANNER = { ...MENU, item: `${PILL} hover:bg-white/20`, active: 'bg-white/20' }

export function Header({ onBanner }: { onBanner: boolean }) {
  const { t } = useT()
  return (
    <header
      className={cx(
        'relative z-20 mx-auto flex h-16 w-full max-w-[1400px] items-center gap-4 px-4 md:px-8',
        onBanner ? 'text-white' : 'text-[#363636] dark:text-neutral-100',
      )}
    >
      <SiteBrand
        classNames={{
          root: 'flex min-w-0 items-center gap-2',
          title: 'truncate text-lg font-bold',
          icon: 'h-7 w-7 rounded',
        }}
      />
      <nav aria-label={t.common.menu} className="hidden min-w-0 flex-1 justify-center md:flex">
        <SiteMenu classNames={onBanner ? MENU_ON_BANNER : MENU} />
      </nav>
      <div className="ml-auto flex shrink-0 items-center gap-1 md:ml-0">
        <SiteLink href="/search" aria-label={t.nav.search} className={ROUND_BUTTON}>
          <Search className="h-5 w-5" />
        </SiteLink>
        <DarkModeToggle classNames={{ root: ROUND_BUTTON, icon: 'h-5 w-5' }} />
        <PhoneMenu
          side="right"
          classNames={{ button: cx(ROUND_BUTTON, 'md:hidden') }}
          drawer={{
            root: 'bg-[#f7f9fe] p-5 text-[#363636] dark:bg-[#1d1e22] dark:text-neutral-100',
          }}
          menu={{
            root: 'mt-8 flex flex-col gap-2',
            item: 'block rounded-xl bg-white px-4 py-3 font-medium shadow-sm dark:bg-[#2a2b30]',
          }}
        />
      </div>
    </header>
  )
}
