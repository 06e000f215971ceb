// Folio's own links (`/api/file/…`, file-ref.ts) in place of Notion-hosted addresses, made on
// the server (the version is a hash): for index data (rows.ts, workspace-index.ts) and for
// bodies before they are cached or sent, so no page, page data, feed or search index holds a
// Notion file address, signed or not. External addresses are left as they are.
import type { Block, Collection, ExtendedRecordMap } from 'notion-types'
import { fileRefPath, fileVersion, type FileRef, type FileSlot } from './file-ref'
import { propertySlot } from './file-slots'
import { isNotionHosted } from './image-url'
import { compactId } from './records'

type Rec = Record<string, unknown>

function notionHosted(raw: string): boolean {
  try {
    return isNotionHosted(new URL(raw))
  } catch {
    return false
  }
}

/** The file's own name (`notes.pdf`), for downloads and readable links; the route ignores it. */
function fileNameOf(raw: string): string {
  const path = raw.split(/[?#]/, 1)[0] ?? ''
  const last = path.startsWith('attachment:') ? path.split(':').pop() : path.split('/').pop()
  let name = last ?? ''
  try {
    name = decodeURIComponent(name)
  } catch {
    // a stray % in the name: kept as recorded
  }
  return encodeURIComponent(name.slice(0, 100))
}

/** The route's link for a Notion-hosted file, or undefined for anything else. */
export function notionFileLink(raw: unknown, table: FileRef['table'], id: string, slot: FileSlot): string | undefined {
  if (typeof raw !== 'string' || !notionHosted(raw)) return undefined
  const link = fileRefPath({ table, id: compactId(id), slot, version: fileVersion(raw) })
  const name = fileNameOf(raw)
  return name ? `${link}/${name}` : link
}

/** A files (or text) property value with its Notion-hosted links replaced, n counted as file-slots.ts does. */
function linkedProperty(value: unknown, id: string, propertyId: string): unknown {
  if (!Array.isArray(value)) return value
  let n = 0
  let changed = false
  const out = value.map((segment: unknown) => {
    const decorations = Array.isArray(segment) ? (segment[1] as unknown) : undefined
    if (!Array.isArray(decorations)) return segment
    const index = decorations.findIndex((d) => Array.isArray(d) && d[0] === 'a' && typeof d[1] === 'string')
    if (index < 0) return segment
    const link = notionFileLink((decorations[index] as unknown[])[1], 'block', id, propertySlot(propertyId, n++))
    if (!link) return segment
    changed = true
    const replaced = decorations.map((d, i) => (i === index ? ['a', link] : d))
    return [(segment as unknown[])[0], replaced, ...(segment as unknown[]).slice(2)]
  })
  return changed ? out : value
}

function blockWithLinks(block: Block): Block {
  const id = block.id
  const properties = { ...((block.properties ?? {}) as Rec) }
  const format = { ...((block.format ?? {}) as Rec) }
  const source = Array.isArray(properties.source) && Array.isArray(properties.source[0]) ? (properties.source[0] as unknown[])[0] : undefined
  const sourceLink = notionFileLink(source, 'block', id, 'source')
  if (sourceLink) properties.source = [[sourceLink]]
  if (sourceLink && typeof format.display_source === 'string' && notionHosted(format.display_source)) format.display_source = sourceLink
  for (const [propertyId, value] of Object.entries(properties)) {
    if (propertyId !== 'source') properties[propertyId] = linkedProperty(value, id, propertyId)
  }
  format.page_cover = notionFileLink(format.page_cover, 'block', id, 'cover') ?? format.page_cover
  format.page_icon = notionFileLink(format.page_icon, 'block', id, 'icon') ?? format.page_icon
  for (const key of ['page_cover', 'page_icon', 'display_source']) if (format[key] === undefined) delete format[key]
  return {
    ...block,
    ...(block.properties ? { properties } : {}),
    ...(block.format ? { format } : {}),
  } as Block
}

function collectionWithLinks(collection: Collection): Collection {
  const record = collection as unknown as Rec
  const icon = notionFileLink(record.icon, 'collection', collection.id, 'icon')
  const cover = notionFileLink(record.cover, 'collection', collection.id, 'cover')
  if (!icon && !cover) return collection
  return { ...collection, ...(icon ? { icon } : {}), ...(cover ? { cover } : {}) } as Collection
}

function mapBoxes<T extends { id: string }>(table: Record<string, { role: string; value: T } | undefined> | undefined, map: (value: T) => T) {
  const out: Record<string, { role: string; value: T }> = {}
  for (const [key, box] of Object.entries(table ?? {})) if (box?.value) out[key] = { ...box, value: map(box.value) }
  return out
}

/** A body's record map with every Notion-hosted file behind Folio's route. */
export function withFileLinks<T extends ExtendedRecordMap>(recordMap: T): T {
  return {
    ...recordMap,
    block: mapBoxes(recordMap.block as never, blockWithLinks),
    collection: mapBoxes(recordMap.collection as never, collectionWithLinks),
  }
}
