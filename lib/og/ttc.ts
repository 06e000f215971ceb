// One font out of a TrueType/OpenType collection (.ttc). Debian's fonts-noto-cjk ships only
// collections (JP, KR, SC, TC, HK faces sharing one glyph table), and the card renderer
// (satori, inside next/og) reads single fonts only: copying one face's tables into a file of
// its own makes a plain OpenType font. Checksums are copied as they are (no reader checks them).
// Format: https://learn.microsoft.com/typography/opentype/spec/otff (collections, table records).

interface TableRecord {
  tag: string
  checksum: number
  offset: number
  length: number
}

const COLLECTION_TAG = 'ttcf'
const OFFSET_TABLE_SIZE = 12
const TABLE_RECORD_SIZE = 16
const NAME_ID_FAMILY = 1
const PLATFORM_WINDOWS = 3

function tableRecords(font: Buffer, at: number): TableRecord[] {
  const count = font.readUInt16BE(at + 4)
  return Array.from({ length: count }, (_, i) => {
    const r = at + OFFSET_TABLE_SIZE + TABLE_RECORD_SIZE * i
    return {
      tag: font.toString('latin1', r, r + 4),
      checksum: font.readUInt32BE(r + 4),
      offset: font.readUInt32BE(r + 8),
      length: font.readUInt32BE(r + 12),
    }
  })
}

/** The face's family name from its `name` table (the Windows, UTF-16 record), '' when none. */
function familyName(font: Buffer, at: number): string {
  const name = tableRecords(font, at).find((t) => t.tag === 'name')
  if (!name) return ''
  const count = font.readUInt16BE(name.offset + 2)
  const strings = name.offset + font.readUInt16BE(name.offset + 4)
  for (let i = 0; i < count; i++) {
    const r = name.offset + 6 + 12 * i
    if (font.readUInt16BE(r) !== PLATFORM_WINDOWS || font.readUInt16BE(r + 6) !== NAME_ID_FAMILY) continue
    const start = strings + font.readUInt16BE(r + 10)
    return Buffer.from(font.subarray(start, start + font.readUInt16BE(r + 8))).swap16().toString('utf16le')
  }
  return ''
}

/** Each face of a collection: its family name and where its offset table starts. */
export function collectionFaces(collection: Buffer): { family: string; offset: number }[] {
  if (collection.length < 12 || collection.toString('latin1', 0, 4) !== COLLECTION_TAG) return []
  const count = collection.readUInt32BE(8)
  return Array.from({ length: count }, (_, i) => {
    const offset = collection.readUInt32BE(12 + 4 * i)
    return { family: familyName(collection, offset), offset }
  })
}

/** The face at `offset` as a font file of its own, its tables 4-byte aligned. */
export function extractFace(collection: Buffer, offset: number): Buffer {
  const tables = tableRecords(collection, offset)
  const padded = (n: number) => (n + 3) & ~3
  const headerSize = OFFSET_TABLE_SIZE + TABLE_RECORD_SIZE * tables.length
  const out = Buffer.alloc(tables.reduce((size, t) => size + padded(t.length), headerSize))
  collection.copy(out, 0, offset, offset + OFFSET_TABLE_SIZE)
  let position = headerSize
  tables.forEach((t, i) => {
    const r = OFFSET_TABLE_SIZE + TABLE_RECORD_SIZE * i
    out.write(t.tag, r, 'latin1')
    out.writeUInt32BE(t.checksum, r + 4)
    out.writeUInt32BE(position, r + 8)
    out.writeUInt32BE(t.length, r + 12)
    collection.copy(out, position, t.offset, t.offset + t.length)
    position += padded(t.length)
  })
  return out
}
