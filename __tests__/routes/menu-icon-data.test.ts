// @vitest-environment node
// The menus' Font Awesome drawings travel only to the themes that draw menu icons: for the
// others they would be ~2.4 kB of path data on every page that nothing shows.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { GetStaticPropsResult } from 'next'
import { loadRouteContext } from '@/lib/routes/context'
import { notFoundPage } from '@/lib/routes/next-routes'
import type { NotFoundPageProps } from '@/lib/routes/types'
import { encodeVariant } from '@/lib/routes/variant'
import type { MenuLink } from '@/lib/site/types'
import { themeShowsMenuIcons } from '@/lib/theme/data-needs'
import { THEME_NAMES, type ThemeName } from '@/lib/theme/theme-names'
import { ROOT, sourcesUnder } from '../fixtures/import-graph'

/** How a theme's menus are told to draw icons: never, always (true), or by a setting's name. */
function menuIconsIn(theme: ThemeName): 'never' | true | string {
  const source = sourcesUnder(`themes/${theme}`).map((f) => readFileSync(path.join(ROOT, f), 'utf8')).join('\n')
  // The kit's phone menu passes its `menuIcons` on to the SiteMenu it holds.
  const uses = [...source.matchAll(/<(?:SiteMenu|MenuList|PhoneMenu)\b[^>]*?\s(?:icons|menuIcons)(?:=\{(\w+)\})?[\s/>]/g)]
  if (uses.length === 0) return 'never'
  const setting = uses.map((m) => m[1]).find((s) => s !== undefined && s !== 'true')
  return setting ?? true
}

const drawings = (menus: MenuLink[]) => menus.flatMap((m) => [m, ...m.subMenus]).filter((l) => l.svg).length

describe('menu icon drawings in the page props', () => {
  it("follow each theme's code: always, never, or by the theme's setting", () => {
    const drawing = THEME_NAMES.filter((t) => menuIconsIn(t) !== 'never')
    expect(drawing.sort()).toEqual(['game', 'nav', 'next', 'nobelium', 'photo', 'plog'])
    for (const theme of THEME_NAMES) {
      const how = menuIconsIn(theme)
      if (how === 'never') expect(themeShowsMenuIcons(theme, {}), theme).toBe(false)
      else if (how === true) expect(themeShowsMenuIcons(theme, {}), theme).toBe(true)
      else {
        expect(themeShowsMenuIcons(theme, { [how]: true }), theme).toBe(true)
        expect(themeShowsMenuIcons(theme, { [how]: false }), theme).toBe(false)
      }
    }
  })

  it('reach a theme that draws them, and not one that does not', async () => {
    const of = async (theme: string) => (await loadRouteContext(encodeVariant({ theme })))?.chrome.menus ?? []
    const next = await of('next')
    expect(next.find((m) => m.icon === 'fas fa-user')?.svg?.path).toMatch(/^M/)
    expect(drawings(next)).toBeGreaterThan(3)
    const hexo = await of('hexo')
    expect(hexo.map((m) => m.icon)).toEqual(next.map((m) => m.icon))
    expect(drawings(hexo)).toBe(0)
    // nav draws them by default (NAV_MENU_ICONS), nobelium only when asked.
    expect(drawings(await of('nav'))).toBe(drawings(next))
    expect(drawings(await of('nobelium'))).toBe(0)
  })

  it('stay in the 404 page, which any theme may draw, whatever the default theme', async () => {
    const r = (await notFoundPage({} as never)) as GetStaticPropsResult<NotFoundPageProps>
    if (!('props' in r)) throw new Error('expected props')
    expect(r.props.variant.theme).toBe('medium')
    expect(drawings(r.props.chrome.menus)).toBe(drawings((await loadRouteContext(encodeVariant({ theme: 'next' })))?.chrome.menus ?? []))
  })
})
