// Which game a post plays, and what its frame may do. Pure: the same answer on the server, in
// the browser and in tests.
import type { BodyMedia } from '@/lib/routes/types'

export interface GameSource {
  /** A web address or a site path. */
  url: string
  /** Width / height when known (the embed block records it), else null. */
  aspectRatio: number | null
  /** Where it came from: the body's embed block or the post's `ext.game`. */
  from: 'embed' | 'ext'
  /** The embed block (from: 'embed'), which the theme leaves out of the body it shows. */
  blockId?: string
}

const isWebUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\/[^\s]+$/i.test(value.trim())

/** The first embed of the body, else `ext.game` when it is an http(s) URL, else none. */
export function gameSourceOf(media: BodyMedia[] | undefined, ext: Record<string, unknown> | undefined): GameSource | null {
  const embed = media?.find((item) => item.kind === 'embed')
  if (embed) return { url: embed.url, aspectRatio: embed.aspectRatio, from: 'embed', blockId: embed.blockId }
  const game = ext?.game
  if (isWebUrl(game)) return { url: game.trim(), aspectRatio: null, from: 'ext' }
  return null
}

/** A site path, or an address on the page's own origin. */
export function isSameOrigin(url: string, pageOrigin: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true
  try {
    return new URL(url).origin === pageOrigin
  } catch {
    return false
  }
}

const GAME_NEEDS = ['allow-scripts', 'allow-pointer-lock', 'allow-forms', 'allow-popups', 'allow-orientation-lock']

/**
 * The sandbox of a game's frame: only what a game needs. A game from another origin keeps its
 * own origin (its saves and storage); one from this site's origin does not, since scripts plus
 * the same origin could lift the sandbox and reach the site.
 */
export function gameSandbox(url: string, pageOrigin: string): string {
  return (isSameOrigin(url, pageOrigin) ? GAME_NEEDS : [...GAME_NEEDS, 'allow-same-origin']).join(' ')
}

/** Browser features the frame may use (Permissions Policy). */
export const GAME_PERMISSIONS = 'fullscreen; gamepad; autoplay'
