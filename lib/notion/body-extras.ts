// What the server prepares beside an article body so the browser never needs KaTeX or Prism:
// typeset equations, highlighted code, the URLs of the site pages the body links to, and the
// rendering settings. Types and tiny helpers only: safe to import from browser code.
import type { ExtendedRecordMap } from 'notion-types'
import { IMAGE_DEFAULTS } from './image-url'

export interface BodyImageSettings {
  /** Width asked of resizing hosts for images in the body. */
  compressWidth: number
  /** Width asked for thumbnails (gallery cards). */
  thumbnailWidth: number
  /** Width asked when an image is zoomed. */
  zoomWidth: number
  quality: number
  zoom: boolean
  /** Shown while an image loads and instead of one that fails ('' = a neutral block). */
  placeholder: string
}

export interface BodyCodeSettings {
  macBar: boolean
  lineNumbers: boolean
  copyButton: boolean
  collapse: boolean
  expanded: boolean
}

export interface BodySettings {
  image: BodyImageSettings
  code: BodyCodeSettings
}

export interface BodyExtras {
  /** KaTeX HTML by equationKey(). */
  equations: Record<string, string>
  /** Prism-highlighted HTML of code blocks, by block id. */
  code: Record<string, string>
  /** URLs of the visible site pages the body links to, by 32-hex id; others are not links. */
  pages: Record<string, string>
  /** Prism theme rules (light and dark) when the body holds code. */
  codeCss?: string
  /** The site's rendering settings; defaults when absent. */
  settings?: BodySettings
  /**
   * Blocks whose data the renderer cannot draw (lib/notion/block-check.ts), by dashed block id:
   * their original type. They travel as stand-ins the body shows as a short note.
   */
  unrenderable?: Record<string, string>
}

/** The renderer's input: a trimmed record map plus what the server prepared for it. */
export type BodyRecordMap = ExtendedRecordMap & { folio?: BodyExtras }

export const DEFAULT_BODY_SETTINGS: BodySettings = {
  image: {
    compressWidth: IMAGE_DEFAULTS.compressWidth,
    thumbnailWidth: IMAGE_DEFAULTS.thumbnailWidth,
    zoomWidth: IMAGE_DEFAULTS.zoomWidth,
    quality: IMAGE_DEFAULTS.quality,
    zoom: true,
    placeholder: '',
  },
  code: { macBar: true, lineNumbers: false, copyButton: true, collapse: false, expanded: true },
}

export const EMPTY_EXTRAS: BodyExtras = { equations: {}, code: {}, pages: {} }

export function equationKey(tex: string, inline: boolean): string {
  return `${inline ? 'i' : 'd'}:${tex}`
}

/**
 * Spoiler text travels as a link decoration with this target; the renderer's link component
 * shows it as a spoiler instead (so it is in the server HTML, no DOM patching).
 */
export const SPOILER_HREF = 'folio:spoiler'

/**
 * A mention of a page visitors cannot see travels as an empty run with a link decoration of
 * this target; the renderer's link component shows the localized "private page" instead.
 */
export const PRIVATE_PAGE_HREF = 'folio:private-page'

export const compactPageId = (id: string) => id.replace(/-/g, '').toLowerCase()
