// How one hero icon setting is drawn: an image (URL or site path), a built-in mark, or — for
// an unknown name — the first letters of its title. Also picks a readable ink for the tile.
import { techIcon } from './tech-icons'

export type IconSource =
  | { kind: 'image'; src: string }
  | { kind: 'builtin'; name: string }
  | { kind: 'letters'; letters: string }

export function iconSource(img: string, title: string): IconSource {
  const value = img.trim()
  if (/^https?:\/\//i.test(value) || value.startsWith('/')) return { kind: 'image', src: value }
  if (techIcon(value)) return { kind: 'builtin', name: value }
  const letters = title.replace(/[^\p{L}\p{N}]/gu, '').slice(0, 2) || '?'
  return { kind: 'letters', letters }
}

/**
 * Black on light tiles, white otherwise (WCAG relative luminance). The cut is above the
 * strict 0.18 midpoint: on middling tones white reads about as well and matches brand tiles.
 */
export function inkFor(hex: string): '#000000' | '#ffffff' {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex
  const channels = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16) / 255)
  if (channels.some(Number.isNaN)) return '#ffffff'
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  )
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  return luminance > 0.25 ? '#000000' : '#ffffff'
}
