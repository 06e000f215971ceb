// Record factories for pages and collections: page `format` from how a page looks, and the
// collection record behind a database.
import type { DatabaseSpec } from './database'
import { notionId } from './ids'
import { buildSchema } from './properties'
import type { CollectionRecord } from './records'
import { toRichText } from './rich-text'
import type { PageLook } from './workspace'

export function lookFormat(look: PageLook): Record<string, unknown> {
  const format: Record<string, unknown> = {}
  if (look.icon) format.page_icon = look.icon
  if (look.cover) {
    format.page_cover = look.cover
    format.page_cover_position = look.coverPosition ?? 0.5
  }
  if (look.fullWidth !== undefined) format.page_full_width = look.fullWidth
  return { ...format, ...look.format }
}

export function collectionRecord(
  spec: DatabaseSpec,
  blockId: string,
  spaceId: string,
): CollectionRecord {
  const collection: CollectionRecord = {
    id: spec.collectionId ?? notionId(`${spec.seed}/collection`),
    version: 1,
    name: toRichText(spec.title),
    schema: buildSchema(spec.seed, spec.schema),
    parent_id: blockId,
    parent_table: 'block',
    alive: true,
    space_id: spaceId,
  }
  if (spec.description) collection.description = toRichText(spec.description)
  if (spec.icon) collection.icon = spec.icon
  if (spec.cover) collection.cover = spec.cover
  const pageProperties = Object.keys(collection.schema).map((property) => ({
    property,
    visible: true,
  }))
  collection.format = {
    ...(spec.coverPosition !== undefined ? { collection_cover_position: spec.coverPosition } : {}),
    collection_page_properties: pageProperties,
  }
  return collection
}
