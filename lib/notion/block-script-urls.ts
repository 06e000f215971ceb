// A body block without script URLs (see script-urls.ts): text links lose their link, and
// link-like properties and format fields (image/embed/bookmark sources, icons, covers, a Drive
// document's url/thumbnail/icon) go.
import type { Block } from 'notion-types'
import { isScriptUrl, warnDropped } from './script-urls'

const URL_PROPERTIES = ['source', 'link']
const URL_FORMATS = ['display_source', 'bookmark_icon', 'bookmark_cover', 'page_icon', 'page_cover']

type Segment = [string, unknown[]?]

/** Rich text with script-URL link decorations removed; undefined when nothing changed. */
function unlinked(value: unknown, where: string): Segment[] | undefined {
  if (!Array.isArray(value)) return undefined
  let changed = false
  const segments = (value as Segment[]).map((segment) => {
    const decorations = Array.isArray(segment) ? segment[1] : undefined
    if (!Array.isArray(decorations)) return segment
    const kept = decorations.filter((d) => {
      const url = Array.isArray(d) && d[0] === 'a' ? d[1] : undefined
      if (typeof url !== 'string' || !isScriptUrl(url)) return true
      warnDropped(where, url)
      return false
    })
    if (kept.length === decorations.length) return segment
    changed = true
    return [segment[0], kept] as Segment
  })
  return changed ? segments : undefined
}

const textOf = (value: unknown) =>
  Array.isArray(value) ? value.map((s) => (Array.isArray(s) && typeof s[0] === 'string' ? s[0] : '')).join('') : ''

export function withoutScriptUrls(block: Block, pageId: string): Block {
  const where = `page ${pageId}: block ${block.id} (${block.type})`
  let properties: Record<string, unknown> | undefined
  for (const [key, value] of Object.entries((block.properties ?? {}) as Record<string, unknown>)) {
    // A database row's cells may be URL columns, which the renderer links.
    const linkable = URL_PROPERTIES.includes(key) || block.parent_table === 'collection'
    if (linkable && isScriptUrl(textOf(value))) {
      warnDropped(where, textOf(value))
      properties ??= { ...(block.properties as Record<string, unknown>) }
      delete properties[key]
      continue
    }
    const relinked = unlinked(value, where)
    if (!relinked) continue
    properties ??= { ...(block.properties as Record<string, unknown>) }
    properties[key] = relinked
  }
  let format: Record<string, unknown> | undefined
  for (const key of URL_FORMATS) {
    const value = (block.format as Record<string, unknown> | undefined)?.[key]
    if (typeof value !== 'string' || !isScriptUrl(value)) continue
    warnDropped(where, value)
    format ??= { ...(block.format as Record<string, unknown>) }
    delete format[key]
  }
  const drive = (block.format as { drive_properties?: Record<string, unknown> } | undefined)?.drive_properties
  if (drive && typeof drive === 'object') {
    const dropped = Object.entries(drive).filter(([, v]) => typeof v === 'string' && isScriptUrl(v))
    for (const [key, v] of dropped) warnDropped(`${where} drive ${key}`, String(v))
    if (dropped.length > 0) {
      const kept = Object.fromEntries(Object.entries(drive).filter(([key]) => !dropped.some(([d]) => d === key)))
      format = { ...(format ?? (block.format as Record<string, unknown>)), drive_properties: kept }
    }
  }
  if (!properties && !format) return block
  return { ...block, ...(properties ? { properties } : {}), ...(format ? { format } : {}) } as Block
}
