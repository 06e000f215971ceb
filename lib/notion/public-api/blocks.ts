// One public-API block as one classic block (children are attached by the tree reader). Blocks
// the API cannot describe (`unsupported`, meeting notes) convert to nothing.
import type { RichTextItemResponse } from '@notionhq/client'
import { dashedId } from '../records'
import { mediaBlockParts, isMediaType, type MediaPayload } from './media-blocks'
import { decoratedText } from './rich-text'
import { isTextType, textBlockParts, type ClassicParts, type TextPayload } from './text-blocks'

/** A block as the API answers it: `{id, type, has_children, …, [type]: payload}`. */
export interface PublicBlock {
  object?: 'block'
  id: string
  type: string
  has_children?: boolean
  in_trash?: boolean
  archived?: boolean
  created_time?: string
  last_edited_time?: string
  [field: string]: unknown
}

/** A classic block record, the `value` of a record map's block box. */
export interface ClassicBlock {
  id: string
  version: number
  type: string
  properties?: Record<string, unknown>
  format?: Record<string, unknown>
  content?: string[]
  parent_id: string
  parent_table: string
  alive: boolean
  created_time: number
  last_edited_time: number
  [field: string]: unknown
}

export const timeMs = (iso: string | undefined) => (iso ? Date.parse(iso) || 0 : 0)

/** Column ids of a table's cells: the API has none (a row is a list of cells). */
export const tableColumnId = (index: number) => `col${index}`

type TablePayload = { table_width?: number; has_column_header?: boolean; has_row_header?: boolean }
type Pointer = { type?: string; page_id?: string; database_id?: string }

function structureParts(block: PublicBlock): ClassicParts | undefined {
  const payload = (block[block.type] ?? {}) as Record<string, unknown>
  switch (block.type) {
    case 'divider':
    case 'breadcrumb':
    case 'column_list':
      return { type: block.type }
    case 'table_of_contents': {
      const color = payload.color as string | undefined
      return { type: 'table_of_contents', ...(color && color !== 'default' ? { format: { block_color: color } } : {}) }
    }
    case 'column':
      return { type: 'column', ...(typeof payload.width_ratio === 'number' ? { format: { column_ratio: payload.width_ratio } } : {}) }
    case 'table': {
      const table = payload as TablePayload
      const order = Array.from({ length: table.table_width ?? 0 }, (_, i) => tableColumnId(i))
      return {
        type: 'table',
        format: {
          table_block_column_order: order,
          table_block_column_header: table.has_column_header === true,
          table_block_row_header: table.has_row_header === true,
        },
      }
    }
    case 'table_row': {
      const cells = (payload.cells as RichTextItemResponse[][] | undefined) ?? []
      return { type: 'table_row', properties: Object.fromEntries(cells.map((cell, i) => [tableColumnId(i), decoratedText(cell)])) }
    }
    // A synced block's children are its content, for the original and for a copy alike (the API
    // answers a copy's children with the original's): both read as the content itself. Tabs
    // likewise show their panes.
    case 'synced_block':
    case 'tab':
      return { type: 'transclusion_container' }
    case 'link_to_page': {
      const pointer = payload as Pointer
      const target = pointer.page_id ?? pointer.database_id
      return target ? { type: 'alias', format: { alias_pointer: { id: dashedId(target), table: 'block' } } } : undefined
    }
    case 'child_page':
      return { type: 'page', properties: { title: [[String(payload.title ?? '')]] } }
    default:
      return undefined
  }
}

/** Blocks of types the typings do not know yet (buttons…): their label, if they have one. */
function unknownParts(block: PublicBlock): ClassicParts | undefined {
  if (block.type === 'unsupported' || block.type === 'meeting_notes' || block.type === 'transcription') return undefined
  const payload = block[block.type] as TextPayload | undefined
  if (payload?.rich_text?.length) return textBlockParts('paragraph', payload)
  return block.has_children ? { type: 'transclusion_container' } : undefined
}

function partsOf(block: PublicBlock): ClassicParts | undefined {
  if (isTextType(block.type)) return textBlockParts(block.type, (block[block.type] ?? {}) as TextPayload)
  if (isMediaType(block.type)) return mediaBlockParts(block.type, (block[block.type] ?? {}) as MediaPayload)
  return structureParts(block) ?? unknownParts(block)
}

/** Whether the tree reader should read this block's children into its `content`. */
export function readsChildren(block: PublicBlock, classic: ClassicBlock): boolean {
  return block.has_children === true && classic.type !== 'page' && block.type !== 'template'
}

/** The classic block, or undefined when the block shows nothing (child databases: databases.ts). */
export function classicBlock(block: PublicBlock, parentId: string): ClassicBlock | undefined {
  if (block.in_trash || block.archived) return undefined
  const parts = partsOf(block)
  if (!parts) return undefined
  return {
    id: dashedId(block.id),
    version: 1,
    ...parts,
    parent_id: dashedId(parentId),
    parent_table: 'block',
    alive: true,
    created_time: timeMs(block.created_time),
    last_edited_time: timeMs(block.last_edited_time),
  }
}
