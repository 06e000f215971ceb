// The side card's entries, one a line: Search, the light/dark switch, then the site menu and the
// random-game button. The same list in the desktop card and the phone drawer.
import { DarkModeToggle } from '@/components/appearance/DarkModeToggle'
import { Search } from '@/components/icons'
import { SiteLink } from '@/components/navigation/SiteLink'
import { RandomPostButton } from '@/components/sections/RandomPostButton'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { useT } from '@/lib/i18n/react'
import { useGameConfig } from '../useGameConfig'
import { NAV_ITEM } from './look'

export function NavLinks() {
  const { t } = useT()
  const { GAME_RANDOM_BUTTON } = useGameConfig()
  return (
    <nav aria-label={t.menu.title} className="flex flex-col gap-0.5 p-2">
      <SiteLink href="/search" className={NAV_ITEM}>
        <Search className="h-4 w-4 shrink-0" />
        {t.nav.search}
      </SiteLink>
      <DarkModeToggle showLabel classNames={{ root: NAV_ITEM, icon: 'h-4 w-4 shrink-0' }} />
      {GAME_RANDOM_BUTTON && (
        <RandomPostButton className={NAV_ITEM} label={t.game.randomGame}>
          <span aria-hidden="true" className="w-4 shrink-0 text-center text-sm leading-none">⚄</span>
          {t.game.randomGame}
        </RandomPostButton>
      )}
      <hr className="mx-3 my-2 border-neutral-200 dark:border-neutral-700" />
      <SiteMenu
        orientation="vertical"
        icons
        classNames={{
          root: 'gap-0.5',
          item: NAV_ITEM,
          active: 'bg-neutral-100 font-semibold text-neutral-950 dark:bg-neutral-800 dark:text-white',
          subMenu: 'ml-4 border-l border-neutral-200 pl-1 dark:border-neutral-700',
        }}
      />
    </nav>
  )
}
