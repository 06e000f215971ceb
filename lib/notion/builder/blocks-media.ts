// Structural and media blocks: code, equations, bookmarks, images, columns, simple tables,
// synced blocks, page links, external objects and inline databases.
import { makeBlock } from './block-spec'
import type { BlockOptions, BlockSpec } from './block-spec'
import type { DatabaseSpec } from './database'
import { propertyId } from './ids'
import { toRichText } from './rich-text'
import type { NotionDateValue, RichTextInput } from './rich-text'

/** `language` as Notion names it: `TypeScript`, `Python`, `Bash`, `Rust`, `Plain Text`… */
export function codeBlock(
  source: string,
  language: string,
  options: BlockOptions & { caption?: RichTextInput } = {},
): BlockSpec {
  const { caption, ...rest } = options
  const properties = {
    title: toRichText(source),
    language: toRichText(language),
    ...(caption ? { caption: toRichText(caption) } : {}),
  }
  return makeBlock('code', { properties }, rest)
}

export function equation(tex: string, options?: BlockOptions): BlockSpec {
  return makeBlock('equation', { properties: { title: toRichText(tex) } }, options)
}

export interface BookmarkOptions extends BlockOptions {
  description?: string
  icon?: string
  cover?: string
}

export function bookmark(url: string, title: string, options: BookmarkOptions = {}): BlockSpec {
  const { description, icon, cover, ...rest } = options
  const properties = {
    link: toRichText(url),
    title: toRichText(title),
    ...(description ? { description: toRichText(description) } : {}),
  }
  const format = {
    ...(icon ? { bookmark_icon: icon } : {}),
    ...(cover ? { bookmark_cover: cover } : {}),
  }
  return makeBlock('bookmark', { properties, format }, rest)
}

export interface ImageOptions extends BlockOptions {
  caption?: RichTextInput
  alt?: string
  width?: number
  height?: number
}

export function image(source: string, options: ImageOptions = {}): BlockSpec {
  const { caption, alt, width, height, ...rest } = options
  const properties = {
    source: toRichText(source),
    ...(caption ? { caption: toRichText(caption) } : {}),
    ...(alt ? { alt_text: toRichText(alt) } : {}),
  }
  const format: Record<string, unknown> = {
    display_source: source,
    block_full_width: false,
    block_page_width: false,
    block_preserve_scale: true,
  }
  if (width) format.block_width = width
  if (height) format.block_height = height
  if (width && height) format.block_aspect_ratio = height / width
  return makeBlock('image', { properties, format }, rest)
}

/** Side-by-side columns; ratios default to equal widths. */
export function columns(cols: BlockSpec[][], ratios?: number[], options?: BlockOptions): BlockSpec {
  const children = cols.map((blocks, index) =>
    makeBlock('column', {
      format: { column_ratio: ratios?.[index] ?? 1 / cols.length },
      children: blocks,
    }),
  )
  return makeBlock('column_list', { children }, options)
}

export interface SimpleTableOptions extends BlockOptions {
  columnHeader?: boolean
  rowHeader?: boolean
}

/** A simple (non-database) table: `table` with `table_row` children keyed by column id. */
export function simpleTable(rows: RichTextInput[][], options: SimpleTableOptions = {}): BlockSpec {
  const { columnHeader = true, rowHeader = false, ...rest } = options
  const width = Math.max(0, ...rows.map((r) => r.length))
  const seed = JSON.stringify(rows[0] ?? [])
  const columnIds = Array.from({ length: width }, (_, i) => propertyId(`${seed}/column/${i}`))
  const children = rows.map((cells) => {
    const properties: Record<string, ReturnType<typeof toRichText>> = {}
    cells.forEach((cell, i) => {
      const columnId = columnIds[i]
      if (columnId) properties[columnId] = toRichText(cell)
    })
    return makeBlock('table_row', { properties })
  })
  const format = {
    table_block_column_order: columnIds,
    table_block_column_header: columnHeader,
    table_block_row_header: rowHeader,
  }
  return makeBlock('table', { format, children }, rest)
}

/** The original of a synced block. Give it an id so references elsewhere can point to it. */
export function syncedBlock(id: string, children: BlockSpec[]): BlockSpec {
  return makeBlock('transclusion_container', { children }, { id })
}

/** A copy of a synced block living in another page. */
export function syncedReference(containerId: string, options?: BlockOptions): BlockSpec {
  const format = { transclusion_reference_pointer: { id: containerId, table: 'block' } }
  return makeBlock('transclusion_reference', { format }, options)
}

/** A link to another page (Notion's `alias` block). */
export function pageLink(pageId: string, options?: BlockOptions): BlockSpec {
  return makeBlock('alias', { format: { alias_pointer: { id: pageId, table: 'block' } } }, options)
}

export interface ExternalObject {
  url: string
  /** The renderer draws github.com objects only. */
  domain?: string
  title?: string
  owner?: string
  updatedAt?: NotionDateValue
}

/** The `format` Notion records for an external object (a GitHub pull request, an issue). */
export function externalObjectFormat(object: ExternalObject): Record<string, unknown> {
  const attribute = (id: string, value: unknown) => (value === undefined ? [] : [{ id, values: [value] }])
  return {
    domain: object.domain ?? 'github.com',
    original_url: object.url,
    attributes: [...attribute('title', object.title), ...attribute('owner', object.owner), ...attribute('updated_at', object.updatedAt)],
  }
}

/** An external object as a block of the page (`external_object_instance`). */
export function externalObject(object: ExternalObject, options?: BlockOptions): BlockSpec {
  return makeBlock('external_object_instance', { format: externalObjectFormat(object) }, options)
}

/** An inline database (`collection_view` block) with its own views and rows. */
export function inlineDatabase(database: DatabaseSpec, options?: BlockOptions): BlockSpec {
  return makeBlock('collection_view', { database }, options)
}
