// One face out of a font collection: a collection made here of two tiny faces (a `name` table
// naming each family and a table of bytes), so the test needs no font installed.
import { describe, expect, it } from 'vitest'
import { collectionFaces, extractFace } from '@/lib/og/ttc'

function nameTable(family: string): Buffer {
  const text = Buffer.from(family, 'utf16le').swap16()
  const header = Buffer.alloc(6 + 12)
  header.writeUInt16BE(0, 0)
  header.writeUInt16BE(1, 2)
  header.writeUInt16BE(18, 4)
  // platform 3 (Windows), encoding 1, language 0x409, name id 1 (family), length, offset 0
  ;[3, 1, 0x409, 1, text.length, 0].forEach((v, i) => header.writeUInt16BE(v, 6 + 2 * i))
  return Buffer.concat([header, text])
}

/** A collection of faces, each with the given tables (tables shared by no face here). */
function collection(faces: Record<string, Buffer>[]): Buffer {
  const header = Buffer.alloc(12 + 4 * faces.length)
  header.write('ttcf', 0, 'latin1')
  header.writeUInt32BE(0x00010000, 4)
  header.writeUInt32BE(faces.length, 8)
  const parts: Buffer[] = [header]
  let offset = header.length
  const directories = faces.map((tables) => 12 + 16 * Object.keys(tables).length)
  let dataOffset = offset + directories.reduce((a, b) => a + b, 0)
  const data: Buffer[] = []
  faces.forEach((tables, i) => {
    header.writeUInt32BE(offset, 12 + 4 * i)
    const dir = Buffer.alloc(directories[i]!)
    dir.writeUInt32BE(0x4f54544f, 0) // 'OTTO'
    dir.writeUInt16BE(Object.keys(tables).length, 4)
    Object.entries(tables).forEach(([tag, bytes], t) => {
      const r = 12 + 16 * t
      dir.write(tag, r, 'latin1')
      dir.writeUInt32BE(0xdeadbeef, r + 4)
      dir.writeUInt32BE(dataOffset, r + 8)
      dir.writeUInt32BE(bytes.length, r + 12)
      const padded = Buffer.alloc((bytes.length + 3) & ~3)
      bytes.copy(padded)
      data.push(padded)
      dataOffset += padded.length
    })
    parts.push(dir)
    offset += dir.length
  })
  return Buffer.concat([...parts, ...data])
}

describe('font collections', () => {
  const ttc = collection([
    { name: nameTable('Face JP'), glyf: Buffer.from('japanese glyphs') },
    { name: nameTable('Face SC'), glyf: Buffer.from('chinese glyphs!') },
  ])

  it('lists each face by its family name', () => {
    expect(collectionFaces(ttc).map((f) => f.family)).toEqual(['Face JP', 'Face SC'])
    expect(collectionFaces(Buffer.from('not a collection'))).toEqual([])
  })

  it('copies one face into a font of its own: its tables, their bytes at the new offsets', () => {
    const face = collectionFaces(ttc).find((f) => f.family === 'Face SC')!
    const font = extractFace(ttc, face.offset)
    expect(font.readUInt32BE(0)).toBe(0x4f54544f)
    expect(font.readUInt16BE(4)).toBe(2)
    const tables = [0, 1].map((i) => {
      const r = 12 + 16 * i
      const offset = font.readUInt32BE(r + 8)
      return { tag: font.toString('latin1', r, r + 4), checksum: font.readUInt32BE(r + 4), offset, bytes: font.subarray(offset, offset + font.readUInt32BE(r + 12)) }
    })
    expect(tables.map((t) => t.tag)).toEqual(['name', 'glyf'])
    expect(tables[1]!.bytes.toString()).toBe('chinese glyphs!')
    expect(tables.every((t) => t.offset % 4 === 0 && t.checksum === 0xdeadbeef)).toBe(true)
    expect(collectionFaces(Buffer.concat([Buffer.from('ttcf'), Buffer.alloc(8)]))).toEqual([])
  })
})
