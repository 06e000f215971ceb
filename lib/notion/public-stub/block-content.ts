// The type-specific half of a block object (`paragraph: {rich_text, color}`, `image: {type:'file',
// file, caption}`…) from a classic record's `properties` and `format`.
import type { BlockObjectResponse } from '@notionhq/client'
import { isObject, type JsonObject } from '../stub/records'
import { iconOf, type ConvertContext } from './context'
import { fileValue } from './files'
import { dashedId } from './ids'
import { apiColor, plainText, toRichText } from './rich-text'

type BlockType = BlockObjectResponse['type']
type Content<T extends BlockType> =
  Extract<BlockObjectResponse, { type: T }> extends infer B
    ? B extends Record<T, infer C>
      ? C
      : never
    : never
export type TypedContent = { [T in BlockType]: [T, Content<T>] }[BlockType]

const as = <T extends BlockType>(type: T, content: Content<T>): TypedContent =>
  [type, content] as TypedContent

const TEXT_TYPES = {
  text: 'paragraph',
  bulleted_list: 'bulleted_list_item',
  numbered_list: 'numbered_list_item',
  quote: 'quote',
  toggle: 'toggle',
} as const

const HEADINGS = {
  header: 'heading_1',
  sub_header: 'heading_2',
  sub_sub_header: 'heading_3',
} as const

const MEDIA = ['image', 'video', 'audio', 'pdf'] as const

function prop(record: JsonObject, name: string): unknown {
  return isObject(record.properties) ? record.properties[name] : undefined
}

function pointerId(record: JsonObject, field: string): string | undefined {
  const pointer = isObject(record.format) ? record.format[field] : undefined
  return isObject(pointer) && typeof pointer.id === 'string' ? pointer.id : undefined
}

function textOf(record: JsonObject, name: string, context: ConvertContext): string {
  return plainText(toRichText(prop(record, name), context))
}

/** The table's column order, which the cells of its rows follow. */
function columnOrder(record: JsonObject, context: ConvertContext): string[] {
  const table =
    typeof record.parent_id === 'string' ? context.record('block', record.parent_id) : undefined
  const order = isObject(table?.format) ? table.format.table_block_column_order : undefined
  if (Array.isArray(order))
    return order.filter((column): column is string => typeof column === 'string')
  return Object.keys(isObject(record.properties) ? record.properties : {})
}

function collectionTitle(record: JsonObject, context: ConvertContext): string {
  const id =
    pointerId(record, 'collection_pointer') ??
    (typeof record.collection_id === 'string' ? record.collection_id : '')
  const collection = id ? context.record('collection', id) : undefined
  return collection ? plainText(toRichText(collection.name, context)) : ''
}

export function blockContent(
  record: JsonObject,
  context: ConvertContext,
): TypedContent | undefined {
  const type = String(record.type)
  const format = isObject(record.format) ? record.format : {}
  const color = apiColor(format.block_color)
  const rich = (name = 'title') => toRichText(prop(record, name), context)
  const id = String(record.id)

  if (Object.hasOwn(TEXT_TYPES, type)) {
    const to = TEXT_TYPES[type as keyof typeof TEXT_TYPES]
    return [to, { rich_text: rich(), color }] as TypedContent
  }
  if (Object.hasOwn(HEADINGS, type)) {
    const to = HEADINGS[type as keyof typeof HEADINGS]
    return [
      to,
      { rich_text: rich(), color, is_toggleable: format.toggleable === true },
    ] as TypedContent
  }
  if ((MEDIA as readonly string[]).includes(type)) {
    const media = type as (typeof MEDIA)[number]
    return [
      media,
      { ...fileValue(textOf(record, 'source', context), id), caption: rich('caption') },
    ] as TypedContent
  }
  switch (type) {
    case 'to_do':
      return as('to_do', {
        rich_text: rich(),
        color,
        checked: textOf(record, 'checked', context) === 'Yes',
      })
    case 'callout':
      return as('callout', { rich_text: rich(), color, icon: iconOf(format.page_icon, id) })
    case 'code':
      return as('code', {
        rich_text: rich(),
        caption: rich('caption'),
        language: (textOf(record, 'language', context).toLowerCase() ||
          'plain text') as Content<'code'>['language'],
      })
    case 'equation':
      return as('equation', { expression: textOf(record, 'title', context) })
    case 'divider':
      return as('divider', {})
    case 'breadcrumb':
      return as('breadcrumb', {})
    case 'table_of_contents':
      return as('table_of_contents', { color })
    case 'bookmark':
      return as('bookmark', { url: textOf(record, 'link', context), caption: rich('caption') })
    case 'embed':
      return as('embed', { url: textOf(record, 'source', context), caption: rich('caption') })
    case 'drive': // Google Drive documents are embeds in the public API.
      return as('embed', {
        url: isObject(format.drive_properties) ? String(format.drive_properties.url ?? '') : '',
        caption: [],
      })
    case 'external_object_instance':
      return as('link_preview', { url: String(format.original_url ?? format.uri ?? '') })
    case 'file':
      return as('file', {
        ...fileValue(textOf(record, 'source', context), id),
        caption: rich('caption'),
        name: textOf(record, 'title', context),
      })
    case 'column_list':
      return as('column_list', {})
    case 'column':
      return as(
        'column',
        typeof format.column_ratio === 'number' ? { width_ratio: format.column_ratio } : {},
      )
    case 'table':
      return as('table', {
        table_width: Array.isArray(format.table_block_column_order)
          ? format.table_block_column_order.length
          : 0,
        has_column_header: format.table_block_column_header === true,
        has_row_header: format.table_block_row_header === true,
      })
    case 'table_row':
      return as('table_row', { cells: columnOrder(record, context).map((column) => rich(column)) })
    case 'alias': {
      const target = pointerId(record, 'alias_pointer') ?? ''
      return context.target(target).kind === 'database'
        ? as('link_to_page', { type: 'database_id', database_id: dashedId(target) })
        : as('link_to_page', { type: 'page_id', page_id: dashedId(target) })
    }
    case 'transclusion_container':
      return as('synced_block', { synced_from: null })
    case 'transclusion_reference': {
      const original = pointerId(record, 'transclusion_reference_pointer') ?? ''
      return as('synced_block', { synced_from: { type: 'block_id', block_id: dashedId(original) } })
    }
    case 'page':
      return as('child_page', { title: textOf(record, 'title', context) })
    case 'collection_view_page':
    case 'collection_view':
      return as('child_database', { title: collectionTitle(record, context) })
  }
  return undefined
}
