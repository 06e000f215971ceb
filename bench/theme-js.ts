// First-load JS of every built theme (`?theme=<name>`) on the home page and a plain article,
// next to the reference theme: a theme far heavier than medium is flagged.
import { BUILT_THEMES } from '../themes/built.generated'

export const REFERENCE_THEME = 'medium'
/** gzip kB over the reference that earns a flag. */
export const OVER_REFERENCE_KB = 25
const PAGES = ['/', '/article/quiet-home-page']

/** What bench/build.ts measures for one address (the fields this table reads). */
export interface MeasuredPage {
  path: string
  /** The theme whose root the served HTML carries ('' if none). */
  shownTheme: string
  jsGzipKb: number
  browserJsGzipKb: number
}

export function themedPaths(): string[] {
  return BUILT_THEMES.flatMap((theme) => PAGES.map((page) => `${page}?theme=${theme}`))
}

export function isThemedPath(path: string): boolean {
  return /[?&]theme=/.test(path)
}

const signed = (kb: number) => `${kb >= 0 ? '+' : '−'}${Math.abs(kb).toFixed(1)} kB`

export function printThemeTable(measured: MeasuredPage[]) {
  const find = (page: string, theme: string) => measured.find((m) => m.path === `${page}?theme=${theme}`)
  const flagged: string[] = []
  console.log(`\n#### First-load JS per theme (gzip; Δ = difference to ${REFERENCE_THEME}; ⚠ more than ${OVER_REFERENCE_KB} kB over it)\n`)
  console.log('| theme | page | first-load JS, gzip | Δ | all JS fetched by the browser, gzip | Δ | |')
  console.log('|---|---|---|---|---|---|---|')
  for (const theme of BUILT_THEMES) {
    for (const page of PAGES) {
      const m = find(page, theme)
      if (!m) continue
      if (m.shownTheme !== theme) {
        console.log(`| ${theme} | ${page} | – | | – | | not in this build (shows ${m.shownTheme || 'no theme'}) |`)
        continue
      }
      const ref = find(page, REFERENCE_THEME)
      const dRef = ref ? m.jsGzipKb - ref.jsGzipKb : 0
      const dFetched = ref ? m.browserJsGzipKb - ref.browserJsGzipKb : 0
      const over = Math.max(dRef, dFetched) > OVER_REFERENCE_KB
      if (over) flagged.push(`${theme} ${page}`)
      console.log(`| ${theme} | ${page} | ${m.jsGzipKb.toFixed(1)} kB | ${signed(dRef)} | ${m.browserJsGzipKb.toFixed(1)} kB | ${signed(dFetched)} | ${over ? '⚠' : ''} |`)
    }
  }
  console.log(flagged.length ? `\n⚠ over ${REFERENCE_THEME} by more than ${OVER_REFERENCE_KB} kB gzip: ${flagged.join(', ')}` : `\nNo theme is more than ${OVER_REFERENCE_KB} kB gzip over ${REFERENCE_THEME}.`)
}
