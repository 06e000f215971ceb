// The dark-mode button and (THEME_SWITCH) the theme switcher, as small round buttons.
import { DarkModeToggle } from '@/components/appearance/DarkModeToggle'
import { cx } from '@/components/kit/class-names'
import { useSite } from '@/components/site/SiteContext'
import { ThemeSwitcher } from '@/components/theme/ThemeSwitcher'
import { MUTED_LINK } from './look'

const CONTROL = `rounded-full p-2 ${MUTED_LINK} hover:bg-neutral-100 dark:hover:bg-neutral-800`

export function Controls({ className }: { className?: string }) {
  const { themeSwitch } = useSite()
  return (
    <div data-fukasawa-controls="" className={cx('flex items-center gap-1', className)}>
      <DarkModeToggle classNames={{ root: CONTROL }} />
      {themeSwitch && <ThemeSwitcher classNames={{ root: CONTROL }} />}
    </div>
  )
}
