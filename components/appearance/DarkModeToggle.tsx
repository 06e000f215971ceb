// Sun/moon button: shows what a click switches to, and saves the choice (useAppearance).
import { Moon, Sun } from '@/components/icons'
import { useT } from '@/lib/i18n/react'
import { useAppearance } from './useAppearance'

interface Props {
  className?: string
  iconClassName?: string
  /** Also show the label as text next to the icon. */
  showLabel?: boolean
}

export function DarkModeToggle({ className, iconClassName = 'h-5 w-5', showLabel = false }: Props) {
  const { t } = useT()
  const { dark, toggle } = useAppearance()
  const label = dark ? t.appearance.switchToLight : t.appearance.switchToDark
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      title={label}
      className={
        className ??
        'inline-flex items-center gap-2 rounded p-1 text-gray-600 hover:text-black dark:text-neutral-300 dark:hover:text-white'
      }
    >
      {dark ? <Sun className={iconClassName} /> : <Moon className={iconClassName} />}
      {showLabel ? <span>{label}</span> : null}
    </button>
  )
}
