// Deterministic ids: the same seed always gives the same id, so regenerated snapshots are
// byte-identical and tests can name records by meaning instead of by random uuid.
import { createHash } from 'node:crypto'

function digest(seed: string): string {
  return createHash('sha256').update(seed).digest('hex')
}

/** A dashed, v4-shaped uuid derived from `seed` (what Notion uses as record keys). */
export function notionId(seed: string): string {
  const h = digest(seed)
  const variant = ((parseInt(h.charAt(16), 16) & 0x3) | 0x8).toString(16)
  return [
    h.slice(0, 8),
    h.slice(8, 12),
    `4${h.slice(13, 16)}`,
    `${variant}${h.slice(17, 20)}`,
    h.slice(20, 32),
  ].join('-')
}

/** 32 lowercase hex without dashes: the form snapshot file names and app URLs use. */
export function compactId(id: string): string {
  return id.replace(/-/g, '').toLowerCase()
}

// Notion's property ids are 4 printable characters, punctuation included (`$N1}`, `x"Lr`).
const PROPERTY_ID_ALPHABET =
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_`{|}~'

/** A short, random-looking collection property id derived from `seed`. */
export function propertyId(seed: string): string {
  const h = digest(`property:${seed}`)
  let id = ''
  for (let i = 0; i < 4; i++) {
    const byte = parseInt(h.slice(i * 2, i * 2 + 2), 16)
    id += PROPERTY_ID_ALPHABET.charAt(byte % PROPERTY_ID_ALPHABET.length)
  }
  // `title` is reserved for the title column.
  return id === 'titl' ? 'tItl' : id
}

/** A small positive integer derived from `seed`, for realistic-looking `version` fields. */
export function smallNumber(seed: string, max: number): number {
  return (parseInt(digest(`n:${seed}`).slice(0, 8), 16) % max) + 1
}
