// A menu link's icon: the Menu row's `icon` text as owners write it — an emoji, or an icon-font
// class name such as `fas fa-home` (no icon font is loaded: known names map to the inline SVG
// set). Nothing for a name the set does not have.
import { Calendar, Folder, Github, Home, Link, Rss, Search, Tag, type IconProps } from '@/components/icons'
import type { ComponentType } from 'react'

const BY_NAME: [RegExp, ComponentType<IconProps>][] = [
  [/home|house/, Home],
  [/archive|folder|categor|book/, Folder],
  [/tag/, Tag],
  [/search/, Search],
  [/rss|feed/, Rss],
  [/github/, Github],
  [/calendar|clock|history/, Calendar],
  [/link|globe|external/, Link],
]

/** A built-in link's icon key or a Menu row's icon text → what to draw; null for nothing. */
export function menuIconOf(icon: string): { emoji: string } | { Svg: ComponentType<IconProps> } | null {
  const text = icon.trim()
  if (!text) return null
  if (!/^[\x20-\x7e]+$/.test(text)) return { emoji: text }
  const lower = text.toLowerCase()
  const found = BY_NAME.find(([pattern]) => pattern.test(lower))
  return found ? { Svg: found[1] } : null
}

export function MenuIcon({ icon, className = 'h-4 w-4' }: { icon: string; className?: string }) {
  const shown = menuIconOf(icon)
  if (!shown) return null
  if ('emoji' in shown) return <span aria-hidden="true">{shown.emoji}</span>
  return <shown.Svg className={className} />
}
