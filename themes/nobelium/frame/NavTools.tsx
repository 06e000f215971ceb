// The top bar's tools after the menu: random post (NOBELIUM_NAV_RANDOM_POST), the feed
// (NOBELIUM_NAV_RSS, while RSS is on), search and the dark-mode button.
import { DarkModeToggle } from '@/components/appearance/DarkModeToggle'
import { RssLink } from '@/components/footer/RssLink'
import { Search } from '@/components/icons'
import { SiteLink } from '@/components/navigation/SiteLink'
import { RandomPostButton } from '@/components/sections/RandomPostButton'
import { useSite } from '@/components/site/SiteContext'
import { ThemeSwitcher } from '@/components/theme/ThemeSwitcher'
import { useT } from '@/lib/i18n/react'
import { useNobeliumConfig } from '../useNobeliumConfig'
import { ICON_BUTTON, TEXT_BUTTON } from './look'
import { ShuffleIcon } from './ShuffleIcon'

export function NavTools() {
  const { t } = useT()
  const { themeSwitch } = useSite()
  const { NOBELIUM_NAV_RANDOM_POST, NOBELIUM_NAV_RSS } = useNobeliumConfig()
  return (
    <div data-nobelium="nav-tools" className="flex items-center gap-0.5">
      {NOBELIUM_NAV_RANDOM_POST && (
        <RandomPostButton className={ICON_BUTTON}>
          <ShuffleIcon className="h-[18px] w-[18px]" />
        </RandomPostButton>
      )}
      {NOBELIUM_NAV_RSS && (
        <RssLink className={`${TEXT_BUTTON} hidden sm:inline-flex`} />
      )}
      <SiteLink href="/search" aria-label={t.search.title} title={t.search.title} className={ICON_BUTTON}>
        <Search className="h-[18px] w-[18px]" />
      </SiteLink>
      <DarkModeToggle classNames={{ root: ICON_BUTTON, icon: 'h-[18px] w-[18px]' }} />
      {themeSwitch && <ThemeSwitcher classNames={{ root: ICON_BUTTON, icon: 'h-[18px] w-[18px]' }} />}
    </div>
  )
}
