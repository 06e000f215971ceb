// Where a record keeps the file a slot names, in the /api/v3 shape (public-API records are
// normalised to it): the one reader both link-making and the image route's lookup use.
import type { FileSlot } from './file-ref'

type Rec = Record<string, unknown>

const asRecord = (v: unknown): Rec | undefined => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Rec) : undefined)

/** The addresses of a files property value: `[[name, [['a', url]]], [','], …]`, in order. */
export function filePropertyUrls(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  const urls: string[] = []
  for (const segment of value) {
    const decorations = Array.isArray(segment) ? segment[1] : undefined
    if (!Array.isArray(decorations)) continue
    const link = decorations.find((d): d is [string, string] => Array.isArray(d) && d[0] === 'a' && typeof d[1] === 'string')
    if (link) urls.push(link[1])
  }
  return urls
}

const PROP_SLOT = /^prop\.(.+)\.(\d+)$/

/** The slot of the n-th file of a files property (the property id is percent-encoded). */
export function propertySlot(propertyId: string, n: number): FileSlot {
  return `prop.${encodeURIComponent(propertyId).replace(/\./g, '%2E')}.${n}`
}

/**
 * The stored address a slot of a block or collection holds, exactly as recorded; undefined
 * when it holds none. `collection` cover and icon fall back to its database block's
 * (`fallback`), which is how workspace-index.ts reads them.
 */
export function storedFileUrl(table: 'block' | 'collection', record: Rec, slot: FileSlot, fallback?: Rec): string | undefined {
  const format = asRecord(record.format)
  const properties = asRecord(record.properties)
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined)
  if (table === 'collection') {
    if (slot !== 'cover' && slot !== 'icon') return undefined
    const fromBlock = asRecord(fallback?.format)
    return text(record[slot]) ?? text(fromBlock?.[slot === 'cover' ? 'page_cover' : 'page_icon'])
  }
  if (slot === 'cover') return text(format?.page_cover)
  if (slot === 'icon') return text(format?.page_icon)
  if (slot === 'source') {
    const source = properties?.source
    return Array.isArray(source) && Array.isArray(source[0]) ? text(source[0][0]) : undefined
  }
  const match = PROP_SLOT.exec(slot)
  if (!match?.[1] || !match[2]) return undefined
  let propertyId: string
  try {
    propertyId = decodeURIComponent(match[1])
  } catch {
    return undefined
  }
  return filePropertyUrls(properties?.[propertyId])[Number(match[2])]
}

/** Whether a slot must hold an image (covers, icons, image blocks) or may hold any file. */
export function isImageSlot(slot: FileSlot, blockType: unknown): boolean {
  if (slot === 'cover' || slot === 'icon') return true
  return slot === 'source' && blockType === 'image'
}
