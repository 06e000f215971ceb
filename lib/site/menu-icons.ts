// A Menu row's icon-font class names as owners write them (`fas fa-user`, `fa-brands fa-weixin`,
// `fa fa-home fa-fw`) → that Font Awesome icon's drawing. Looked up here, while the site is
// built on the server, so the icon packages never reach the browser: a page's props carry only
// the drawings of the icons its menus name.
import { fab } from '@fortawesome/free-brands-svg-icons'
import { far } from '@fortawesome/free-regular-svg-icons'
import { fas, type IconPack } from '@fortawesome/free-solid-svg-icons'
import type { MenuIconSvg } from './types'

type Style = 'solid' | 'regular' | 'brands'

const STYLE_CLASSES: Record<string, Style> = {
  fas: 'solid',
  'fa-solid': 'solid',
  far: 'regular',
  'fa-regular': 'regular',
  fab: 'brands',
  'fa-brands': 'brands',
}

const PACKS: Record<Style, IconPack> = { solid: fas, regular: far, brands: fab }

/** Without a style class: solid first, then brands (`fa-github` has no solid drawing). */
const UNSTYLED: readonly Style[] = ['solid', 'brands']

const byName = new Map<Style, Map<string, MenuIconSvg>>()

/** Every name of a style's icons, current and older (`home` for `house`), → its drawing. */
function namesOf(style: Style): Map<string, MenuIconSvg> {
  let names = byName.get(style)
  if (names) return names
  names = new Map()
  for (const { iconName, icon } of Object.values(PACKS[style])) {
    const [width, height, aliases, , pathData] = icon
    const svg = { viewBox: `0 0 ${width} ${height}`, path: typeof pathData === 'string' ? pathData : pathData.join(' ') }
    for (const name of [iconName, ...aliases]) if (typeof name === 'string' && !names.has(name)) names.set(name, svg)
  }
  byName.set(style, names)
  return names
}

/** The drawing for an icon's class names; null for emoji, other text or a name no style has. */
export function resolveMenuIcon(classNames: string): MenuIconSvg | null {
  const tokens = classNames.trim().toLowerCase().split(/\s+/)
  const style = tokens.map((t) => STYLE_CLASSES[t]).find((s) => s !== undefined)
  const styles = style ? [style] : UNSTYLED
  // Other classes (`fa-fw`, `fa-lg`, `fa-spin`) name no icon: the first `fa-` class that does wins.
  for (const token of tokens) {
    if (!token.startsWith('fa-') || token in STYLE_CLASSES) continue
    const name = token.slice('fa-'.length)
    for (const s of styles) {
      const svg = namesOf(s).get(name)
      if (svg) return svg
    }
  }
  return null
}
