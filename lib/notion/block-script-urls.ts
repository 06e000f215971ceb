// A body block with only the URLs a page may show (isShownUrl, script-urls.ts): text links lose
// their link, link mentions the fields that fail, and link-like properties and format fields
// (image/embed/bookmark sources, icons, covers, a Drive document's url/thumbnail/icon, an
// external object's URL) go. Whatever type the block has: the fields are found by name.
import type { Block } from 'notion-types'
import { isScriptUrl, isShownUrl, shownUrlOrNothing, warnDropped } from './script-urls'

type Kind = 'link' | 'file'

const URL_PROPERTIES: Record<string, Kind> = { source: 'file', link: 'link' }
const URL_FORMATS: Record<string, Kind> = {
  display_source: 'file',
  bookmark_icon: 'file',
  bookmark_cover: 'file',
  page_icon: 'file',
  page_cover: 'file',
  original_url: 'link',
}
/** A Drive document is drawn as a bookmark to its url (body-assets.ts). */
const driveKind = (key: string): Kind => (key === 'url' ? 'link' : 'file')
/** A link mention's target and pictures (`href`, `icon_url`, `thumbnail_url`…). */
const isMentionUrlKey = (key: string) => key === 'href' || /url$/i.test(key)

/** What a database row's columns are, for its cells: URL cells are links, file cells uploads. */
export type ColumnTypes = ReadonlyMap<string, string>

type Segment = [string, unknown[]?]

/** True when the URL may stay; else warns, naming where. */
const kept = (value: string, kind: Kind, where: string): boolean => shownUrlOrNothing(value, where, kind) === value

/** A link mention's metadata without the URLs that fail; the same object when none does. */
function cleanMention(metadata: unknown, where: string): unknown {
  if (!metadata || typeof metadata !== 'object') return metadata
  const entries = Object.entries(metadata)
  const failing = entries.filter(([key, v]) => isMentionUrlKey(key) && typeof v === 'string' && !kept(v, 'link', `${where} mention ${key}`))
  return failing.length === 0 ? metadata : Object.fromEntries(entries.filter((entry) => !failing.includes(entry)))
}

function cleanDecoration(d: unknown, kind: Kind, where: string): unknown {
  if (!Array.isArray(d)) return d
  if (d[0] === 'a' && typeof d[1] === 'string') return kept(d[1], kind, where) ? d : undefined
  if (d[0] === 'lm') {
    const metadata = cleanMention(d[1], where)
    return metadata === d[1] ? d : ['lm', metadata]
  }
  return d
}

/** Rich text without the link decorations that fail; undefined when nothing changed. */
function cleanText(value: unknown, kind: Kind, where: string): Segment[] | undefined {
  if (!Array.isArray(value)) return undefined
  let changed = false
  const segments = (value as Segment[]).map((segment) => {
    const decorations = Array.isArray(segment) ? segment[1] : undefined
    if (!Array.isArray(decorations)) return segment
    const cleaned = decorations.map((d) => cleanDecoration(d, kind, where))
    if (cleaned.every((d, i) => d === decorations[i])) return segment
    changed = true
    return [segment[0], cleaned.filter((d) => d !== undefined)] as Segment
  })
  return changed ? segments : undefined
}

const textOf = (value: unknown) =>
  Array.isArray(value) ? value.map((s) => (Array.isArray(s) && typeof s[0] === 'string' ? s[0] : '')).join('') : ''

/** The kind of URL a property holds as its text, if it is a URL at all. */
function propertyKind(block: Block, key: string, columns: ColumnTypes | undefined): Kind | undefined {
  if (block.parent_table !== 'collection') return URL_PROPERTIES[key]
  const column = columns?.get(key)
  if (column === 'url') return 'link'
  return column === 'file' ? 'file' : undefined
}

function cleanProperties(block: Block, where: string, columns: ColumnTypes | undefined) {
  let properties: Record<string, unknown> | undefined
  for (const [key, value] of Object.entries((block.properties ?? {}) as Record<string, unknown>)) {
    const kind = propertyKind(block, key, columns)
    // A row's cell that is a script URL goes whatever its column (its type may be unknown).
    const failing = kind ? !isShownUrl(textOf(value), kind) : block.parent_table === 'collection' && isScriptUrl(textOf(value))
    if (failing) {
      warnDropped(where, textOf(value))
      properties ??= { ...(block.properties as Record<string, unknown>) }
      delete properties[key]
      continue
    }
    const relinked = cleanText(value, kind === 'file' ? 'file' : 'link', where)
    if (!relinked) continue
    properties ??= { ...(block.properties as Record<string, unknown>) }
    properties[key] = relinked
  }
  return properties
}

/** A record of URLs without those that fail; undefined when all stay. */
function cleanFields(fields: Record<string, unknown>, kindOf: (key: string) => Kind | undefined, where: string) {
  const failing = Object.entries(fields).filter(([key, v]) => {
    const kind = kindOf(key)
    return kind !== undefined && typeof v === 'string' && !kept(v, kind, `${where} ${key}`)
  })
  if (failing.length === 0) return undefined
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !failing.some(([f]) => f === key)))
}

function cleanFormat(block: Block, where: string) {
  const given = block.format as Record<string, unknown> | undefined
  if (!given || typeof given !== 'object') return undefined
  let format = cleanFields(given, (key) => URL_FORMATS[key], where)
  const drive = given.drive_properties
  const driveKept = drive && typeof drive === 'object' ? cleanFields(drive as Record<string, unknown>, driveKind, `${where} drive`) : undefined
  if (driveKept) format = { ...(format ?? given), drive_properties: driveKept }
  return format
}

export function withoutScriptUrls(block: Block, pageId: string, columns?: ColumnTypes): Block {
  const where = `page ${pageId}: block ${block.id} (${block.type})`
  const properties = cleanProperties(block, where, columns)
  const format = cleanFormat(block, where)
  if (!properties && !format) return block
  return { ...block, ...(properties ? { properties } : {}), ...(format ? { format } : {}) } as Block
}
