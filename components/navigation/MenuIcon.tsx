// A menu link's icon: the Menu row's `icon` text as owners write it — an emoji, or an icon-font
// class name such as `fas fa-home`. Font Awesome names arrive drawn, as the link's `svg` (looked
// up on the server, lib/site/menu-icons.ts: no icon package in the browser). With an icon-font
// stylesheet (FONT_ICON_CSS_URL), class names (two words, or one with a dash: built-in keys
// such as `home` are single words) are drawn by that font instead. The built-in links' keys map
// to the inline set; anything else draws nothing.
import { Folder, Home, Search, Tag, type IconProps } from '@/components/icons'
import { useSite } from '@/components/site/SiteContext'
import type { MenuIconSvg } from '@/lib/site/types'
import type { ComponentType } from 'react'

/** The keys of the built-in links (useMenus.ts) that the inline set draws. */
const BUILT_IN: Record<string, ComponentType<IconProps>> = {
  home: Home,
  archive: Folder,
  folder: Folder,
  tag: Tag,
  search: Search,
}

const ICON_CLASSES = /^[a-z][\w-]*(\s+[a-z][\w-]*)+$|^[a-z][\w]*-[\w-]+$/i

type ShownIcon = { emoji: string } | { classes: string } | { svg: MenuIconSvg } | { Svg: ComponentType<IconProps> }

/**
 * A built-in link's icon key or a Menu row's icon text → what to draw; null for nothing.
 * `iconFont`: an icon-font stylesheet is linked (FONT_ICON_CSS_URL). `svg`: the drawing the
 * server found for the text.
 */
export function menuIconOf(icon: string, iconFont = false, svg?: MenuIconSvg): ShownIcon | null {
  const text = icon.trim()
  if (!text) return null
  if (!/^[\x20-\x7e]+$/.test(text)) return { emoji: text }
  if (iconFont && ICON_CLASSES.test(text)) return { classes: text.replace(/\s+/g, ' ') }
  if (svg) return { svg }
  const Svg = Object.hasOwn(BUILT_IN, text) ? BUILT_IN[text] : undefined
  return Svg ? { Svg } : null
}

export function MenuIcon({ icon, svg, className = 'h-4 w-4' }: { icon: string; svg?: MenuIconSvg; className?: string }) {
  const shown = menuIconOf(icon, useSite().look?.iconClasses, svg)
  if (!shown) return null
  if ('emoji' in shown) return <span aria-hidden="true">{shown.emoji}</span>
  if ('classes' in shown) return <i aria-hidden="true" className={shown.classes} />
  if ('svg' in shown) {
    return (
      <svg viewBox={shown.svg.viewBox} className={`folio-icon-filled ${className}`} aria-hidden="true">
        <path d={shown.svg.path} />
      </svg>
    )
  }
  return <shown.Svg className={className} />
}
