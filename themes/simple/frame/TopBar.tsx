// The thin bar above the header (SIMPLE_TOP_BAR): the feed and sign-in links (when the site
// has them) on the left, the dark-mode button and (THEME_SWITCH) the theme switcher on the right.
import { DarkModeToggle } from '@/components/appearance/DarkModeToggle'
import { SignInLink } from '@/components/auth/SignInLink'
import { RssLink } from '@/components/footer/RssLink'
import { useSite } from '@/components/site/SiteContext'
import { ThemeSwitcher } from '@/components/theme/ThemeSwitcher'

const LINK = 'inline-flex items-center gap-1 hover:text-(--folio-accent)'
const CONTROL = 'rounded p-1 text-neutral-500 hover:text-(--folio-accent) dark:text-neutral-400'

export function TopBar() {
  const { themeSwitch } = useSite()
  return (
    <div data-simple="top-bar" className="border-b border-neutral-200 bg-neutral-50 text-xs dark:border-neutral-800 dark:bg-neutral-900">
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-1 text-neutral-500 sm:px-6 dark:text-neutral-400">
        <RssLink className={LINK} />
        <SignInLink className={LINK} />
        <span className="flex-1" />
        <DarkModeToggle classNames={{ root: CONTROL, icon: 'h-4 w-4' }} />
        {themeSwitch && <ThemeSwitcher classNames={{ root: CONTROL, icon: 'h-4 w-4' }} />}
      </div>
    </div>
  )
}
