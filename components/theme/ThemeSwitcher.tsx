// Cycles to the next built theme (wrapping to the first) by reloading the current page with
// ?theme=<next>; the server then renders that theme. Nothing when only one theme is built.
// Whether to show it at all (THEME_SWITCH) is the theme's choice: useSite().themeSwitch.
import { useRouter } from 'next/router'
import { Palette } from '@/components/icons'
import { part, type ClassNames } from '@/components/kit/class-names'
import { fullPageLoad } from '@/components/navigation/full-page-load'
import { usePageContext } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'
import { nextTheme } from '@/lib/theme/names'

/** The visible URL with `theme` set, other query parameters and the hash kept. */
export function withThemeParam(asPath: string, theme: string): string {
  const url = new URL(asPath, 'http://folio.invalid')
  url.searchParams.set('theme', theme)
  return `${url.pathname}${url.search}${url.hash}`
}

export type ThemeSwitcherPart = 'root' | 'icon'

interface Props {
  classNames?: ClassNames<ThemeSwitcherPart>
  /** Show the current theme's name next to the icon. */
  showName?: boolean
}

export function ThemeSwitcher({ classNames: c = {}, showName = false }: Props) {
  const { t, format } = useT()
  const { asPath } = useRouter()
  const { variant, chrome } = usePageContext()
  if (chrome.themes.length < 2) return null
  const current = format(t.theme.current, { name: variant.theme })
  return (
    <button
      type="button"
      aria-label={t.theme.switch}
      title={current}
      onClick={() => fullPageLoad(withThemeParam(asPath, nextTheme(variant.theme, chrome.themes)))}
      className={part(
        '',
        'inline-flex items-center gap-2 rounded p-1 text-gray-600 hover:text-black dark:text-neutral-300 dark:hover:text-white',
        c.root,
      )}
    >
      <Palette className={part('', 'h-5 w-5', c.icon)} />
      {showName ? <span>{variant.theme}</span> : null}
    </button>
  )
}
