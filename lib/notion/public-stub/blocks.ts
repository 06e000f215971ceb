// One classic block record as a public-API block object. Classic types are renamed
// (`text` → `paragraph`, `header` → `heading_1`, `alias` → `link_to_page`, synced blocks…);
// a type with no public counterpart becomes `unsupported`, as Notion answers it.
import type { BlockObjectResponse } from '@notionhq/client'
import { isObject, type JsonObject } from '../stub/records'
import { blockContent } from './block-content'
import type { ConvertContext } from './context'
import { dashedId, isoMinute } from './ids'

/** Classic types that convert to `unsupported`, and why (the conversion test reads this list). */
export const UNSUPPORTED_BLOCKS: Record<string, string> = {
  form: 'Notion forms are not exposed by the public API',
  ai_block: 'AI blocks are not exposed by the public API',
}

export interface ConvertedBlock {
  block: BlockObjectResponse
  /** The classic type it came from. */
  classicType: string
}

function user(record: JsonObject, field: 'created_by_id' | 'last_edited_by_id') {
  const id = record[field]
  return {
    object: 'user' as const,
    id: typeof id === 'string' ? dashedId(id) : '00000000-0000-4000-8000-000000000000',
  }
}

export function convertBlock(
  record: JsonObject,
  hasChildren: boolean,
  context: ConvertContext,
): ConvertedBlock {
  const classicType = typeof record.type === 'string' ? record.type : 'unknown'
  const converted = blockContent(record, context)
  const [type, content] = converted ?? ['unsupported', { block_type: classicType }]
  const block = {
    object: 'block',
    id: dashedId(String(record.id)),
    parent: context.parentOf(record),
    created_time: isoMinute(record.created_time),
    created_by: user(record, 'created_by_id'),
    last_edited_time: isoMinute(record.last_edited_time),
    last_edited_by: user(record, 'last_edited_by_id'),
    has_children: hasChildren,
    in_trash: record.alive === false,
    archived: record.alive === false,
    type,
    [type]: content,
  }
  // The content's shape per type is checked by blockContent's own return type.
  return { block: block as unknown as BlockObjectResponse, classicType }
}

/** The ids whose blocks list as this block's children (a synced copy lists its original's). */
export function childIdsOf(record: JsonObject, context: ConvertContext): string[] {
  let source = record
  if (record.type === 'transclusion_reference') {
    const pointer = isObject(record.format)
      ? record.format.transclusion_reference_pointer
      : undefined
    const original =
      isObject(pointer) && typeof pointer.id === 'string'
        ? context.record('block', pointer.id)
        : undefined
    if (original) source = original
  }
  // Database pages keep their rows in the data source, not as children.
  if (record.type === 'collection_view_page' || record.type === 'collection_view') return []
  return Array.isArray(source.content)
    ? source.content.filter((id): id is string => typeof id === 'string')
    : []
}
