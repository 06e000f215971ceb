// The owner's look in a real browser, for every built theme: the style rule SiteLookHead writes
// for BACKGROUND_* and FONT_* (components/appearance/site-look-css.ts) wins over the theme's own
// classes, so the page background (<html> and the theme's root) and the text's family follow
// the settings in light and dark. The default build has no look set, so the rule goes in as
// the page would carry it; whether settings reach it is tested in __tests__ (site-look-*).
import { siteLookCss } from '../components/appearance/site-look-css'
import { BUILT_THEMES } from '../themes/built.generated'
import { expect, test } from './test'

const LIGHT = 'rgb(255, 217, 168)'
const DARK = 'rgb(58, 13, 74)'
const look = {
  background: { light: '#ffd9a8', dark: '#3a0d4a' },
  fonts: { serif: '"Folio Test Serif", serif', body: 'serif' as const },
}

for (const theme of BUILT_THEMES) {
  test(`${theme}: BACKGROUND_* paint the page and FONT_* set its text`, async ({ page }) => {
    for (const mode of ['light', 'dark'] as const) {
      await page.goto(`/archive?theme=${theme}&mode=${mode}`)
      await page.addStyleTag({ content: siteLookCss(look, theme) })
      const painted = await page.evaluate((id) => {
        const root = document.getElementById(id)
        return {
          html: getComputedStyle(document.documentElement).backgroundColor,
          root: root ? getComputedStyle(root).backgroundColor : '',
          font: root ? getComputedStyle(root).fontFamily : '',
        }
      }, `theme-${theme}`)
      const colour = mode === 'dark' ? DARK : LIGHT
      expect(painted).toEqual({ html: colour, root: colour, font: '"Folio Test Serif", serif' })
    }
  })
}
