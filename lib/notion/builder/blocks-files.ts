// Embedded media and files: video, audio, file, pdf and embed blocks, shaped the way Notion
// stores them (the file or page URL in `properties.source`, the display size in `format`).
import { makeBlock } from './block-spec'
import type { BlockOptions, BlockSpec } from './block-spec'
import { toRichText } from './rich-text'
import type { RichTextInput } from './rich-text'

export interface MediaOptions extends BlockOptions {
  caption?: RichTextInput
  /** Display width in px (Notion's `block_width`). */
  width?: number
  /** Display height in px (Notion's `block_height`). */
  height?: number
}

function mediaBlock(type: string, source: string, options: MediaOptions, extra: Record<string, RichTextInput> = {}) {
  const { caption, width, height, ...rest } = options
  const properties = {
    source: toRichText(source),
    ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, toRichText(v)])),
    ...(caption ? { caption: toRichText(caption) } : {}),
  }
  const format: Record<string, unknown> = { display_source: source, block_full_width: false, block_page_width: false }
  if (width) format.block_width = width
  if (height) format.block_height = height
  if (width && height) format.block_aspect_ratio = height / width
  if (type === 'video') format.block_preserve_scale = true
  return makeBlock(type, { properties, format }, rest)
}

/** A video file (or a YouTube/Vimeo URL, which the renderer embeds). */
export function video(source: string, options: MediaOptions = {}): BlockSpec {
  return mediaBlock('video', source, options)
}

export function audio(source: string, options: Omit<MediaOptions, 'width' | 'height'> = {}): BlockSpec {
  return mediaBlock('audio', source, options)
}

/** A file attachment: its name as the title, and a human size like `12KB`. */
export function file(source: string, title: string, options: MediaOptions & { size?: string } = {}): BlockSpec {
  const { size, ...rest } = options
  return mediaBlock('file', source, rest, { title, ...(size ? { size } : {}) })
}

export function pdf(source: string, options: MediaOptions = {}): BlockSpec {
  return mediaBlock('pdf', source, options)
}

/** A web page shown in a frame. */
export function embed(url: string, options: MediaOptions = {}): BlockSpec {
  return mediaBlock('embed', url, options)
}

export interface DriveOptions extends BlockOptions {
  title?: string
  /** The preview image Notion stores for the document. */
  thumbnail?: string
  /** The favicon of the document's app. */
  icon?: string
}

/** A Google Drive document: everything in `format.drive_properties`, as Notion stores it. */
export function drive(url: string, options: DriveOptions = {}): BlockSpec {
  const { title, thumbnail, icon, ...rest } = options
  const drive_properties = { url, title, thumbnail, icon, file_id: url.split('/').at(-2) ?? 'doc', user_name: 'Ada' }
  return makeBlock('drive', { format: { drive_properties, drive_status: { authed: true } } }, rest)
}

/**
 * A block whose data no renderer can draw (a title that is not rich text, as in some damaged
 * recordings): for tests and the demo of how a page survives one.
 */
export function brokenBlock(type = 'text', options: BlockOptions = {}): BlockSpec {
  return makeBlock(type, { extra: { properties: { title: 'not rich text' } } }, options)
}

/**
 * A block whose data passes every shape check but whose drawing still throws: a simple table
 * whose column order is a word, not a list (react-notion-x maps over it for each row).
 */
export function undrawableTable(options: BlockOptions = {}): BlockSpec {
  const children = [makeBlock('table_row', { properties: { title: [['A row that cannot be drawn']] } })]
  return makeBlock('table', { format: { table_block_column_order: 'title' }, children }, options)
}
