// Reading the blog database's rows by property *name* into plain WorkspaceRows.
import type { Block, Collection, ExtendedRecordMap } from 'notion-types'
import type { OptionColor } from '@/lib/site/types'
import type { PropertyNames, SelectOption, WorkspaceRow } from '@/lib/site/workspace'
import type { LocatedDatabase } from './database'
import { notionFileLink } from './file-links'
import { mapImageUrl, type ImageUrlOptions } from './image-url'
import { dateValue, plainText, readableText, selectValues } from './properties'
import { compactId, getBlock } from './records'
import { scrubJsonText, withoutScriptUrl } from './script-urls'

type SchemaEntry = { name?: string; type?: string; options?: { value?: string; color?: string }[] }

const COLORS: readonly OptionColor[] = [
  'default', 'gray', 'brown', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'red',
]

function schemaOf(collection: Collection): Record<string, SchemaEntry> {
  return (collection.schema ?? {}) as Record<string, SchemaEntry>
}

/** A column name as typed, without a byte-order mark or stray spaces (seen in real databases). */
const cleanName = (name: string | undefined) => (name ?? '').replace(/^\uFEFF/, '').trim()

/**
 * Property id for a name: exact match first, then ignoring case (and a stray byte-order mark or
 * spaces around the name). Ids are opaque strings.
 */
export function propertyIdByName(collection: Collection, name: string): string | undefined {
  const entries = Object.entries(schemaOf(collection))
  const exact = entries.find(([, p]) => p.name === name)
  if (exact) return exact[0]
  const lower = cleanName(name).toLowerCase()
  return entries.find(([, p]) => cleanName(p.name).toLowerCase() === lower)?.[0]
}

export function selectOptions(collection: Collection, name: string): SelectOption[] {
  const id = propertyIdByName(collection, name)
  const options = id ? (schemaOf(collection)[id]?.options ?? []) : []
  return options
    .filter((o): o is { value: string; color?: string } => typeof o.value === 'string')
    .map((o) => ({
      name: o.value,
      color: COLORS.includes(o.color as OptionColor) ? (o.color as OptionColor) : 'default',
    }))
}

function pageIcon(block: Block, images: ImageUrlOptions): string {
  const icon = withoutScriptUrl((block.format as { page_icon?: string } | undefined)?.page_icon ?? '', `page ${compactId(block.id)} icon`)
  return icon.startsWith('http') || icon.startsWith('/') || icon.startsWith('attachment:')
    ? (notionFileLink(icon, 'block', block.id, 'icon') ?? mapImageUrl(icon, block.id, images))
    : icon
}

function pageCover(block: Block, images: ImageUrlOptions): string {
  const cover = (block.format as { page_cover?: string } | undefined)?.page_cover
  return cover ? (notionFileLink(cover, 'block', block.id, 'cover') ?? mapImageUrl(cover, block.id, images)) : ''
}

function pageCoverThumbnail(block: Block, images: ImageUrlOptions): string {
  return pageCover(block, { ...images, width: images.thumbnailWidth ?? images.width })
}

export function readRow(
  block: Block,
  collection: Collection,
  names: PropertyNames,
  images: ImageUrlOptions,
): WorkspaceRow {
  const props = (block.properties ?? {}) as Record<string, unknown>
  const read = (name: string): unknown => {
    const id = propertyIdByName(collection, name)
    return id === undefined ? undefined : props[id]
  }
  const text = (name: string) => plainText(read(name)).trim()
  const date = dateValue(read(names.date))
  const format = block.format as { page_full_width?: boolean } | undefined
  return {
    id: compactId(block.id),
    // The title property's id is always `title`, whatever the owner named the column.
    title: readableText(props.title ?? read(names.title)).trim(),
    typeLabel: text(names.type),
    statusLabel: text(names.status),
    slug: withoutScriptUrl(text(names.slug), `row ${compactId(block.id)} slug`),
    categories: selectValues(read(names.category)),
    tags: selectValues(read(names.tags)),
    ...(date ? { date } : {}),
    createdTime: block.created_time,
    lastEditedTime: block.last_edited_time,
    summary: readableText(read(names.summary)).trim(),
    password: plainText(read(names.password)),
    icon: text(names.icon),
    ext: scrubJsonText(text(names.ext), `row ${compactId(block.id)} ext`),
    comment: text(names.comment),
    pageIcon: pageIcon(block, images),
    pageCover: pageCover(block, images),
    pageCoverThumbnail: pageCoverThumbnail(block, images),
    fullWidth: format?.page_full_width === true,
  }
}

/** Live, non-template row pages of the database in the given order. */
export function readRows(
  recordMap: ExtendedRecordMap,
  db: LocatedDatabase,
  rowIds: string[],
  names: PropertyNames,
  images: ImageUrlOptions,
): WorkspaceRow[] {
  const rows: WorkspaceRow[] = []
  for (const id of rowIds) {
    const block = getBlock(recordMap, id)
    if (!block || block.alive === false || block.type !== 'page') continue
    if ((block as Block & { is_template?: boolean }).is_template) continue
    rows.push(readRow(block, db.collection, names, images))
  }
  return rows
}
