// Sun/moon button: shows what a click switches to, and saves the choice (useAppearance).
import { Moon, Sun } from '@/components/icons'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useT } from '@/lib/i18n/react'
import { useAppearance } from './useAppearance'

export type DarkModeTogglePart = 'root' | 'icon'

interface Props {
  classNames?: ClassNames<DarkModeTogglePart>
  /** Also show the label as text next to the icon. */
  showLabel?: boolean
}

export function DarkModeToggle({ classNames: c = {}, showLabel = false }: Props) {
  const { t } = useT()
  const { dark, toggle } = useAppearance()
  const icon = part('', 'h-5 w-5', c.icon)
  const label = dark ? t.appearance.switchToLight : t.appearance.switchToDark
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      title={label}
      className={part(
        '',
        'inline-flex items-center gap-2 rounded p-1 text-gray-600 hover:text-black dark:text-neutral-300 dark:hover:text-white',
        c.root,
      )}
    >
      {dark ? <Sun className={icon} /> : <Moon className={icon} />}
      {showLabel ? <span>{label}</span> : null}
    </button>
  )
}
