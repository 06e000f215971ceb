// The fonts social cards are drawn with: Noto Sans CJK from Debian's fonts-noto-cjk (SIL Open
// Font License 1.1; scripts/install.sh installs it), which covers Latin, Chinese,
// Japanese and Korean, so no title draws boxes. Read and split out of its collection once per
// face. Without the package, next/og's own Latin font is used (CJK titles then show boxes;
// the README says to install it).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { collectionFaces, extractFace } from './ttc'

export type CjkFace = 'JP' | 'KR' | 'SC' | 'TC' | 'HK'

export interface CardFont {
  name: string
  data: ArrayBuffer
  weight: 400 | 700
  style: 'normal'
}

export const CARD_FONT_FAMILY = 'Noto Sans CJK'

const FONT_DIRS = ['/usr/share/fonts/opentype/noto', '/usr/share/fonts/truetype/noto', '/usr/share/fonts/noto-cjk']
const FILES = { 400: 'NotoSansCJK-Regular.ttc', 700: 'NotoSansCJK-Bold.ttc' } as const

/**
 * Which regional face draws the glyphs: kana or hangul in the text decide, else the site's
 * language (zh-TW → TC…), else Simplified Chinese, the most common CJK language of Notion blogs.
 */
export function cardFace(lang: string, text: string): CjkFace {
  if (/[\u3040-\u30ff]/.test(text)) return 'JP'
  if (/[\uac00-\ud7af\u1100-\u11ff]/.test(text)) return 'KR'
  const tag = lang.toLowerCase()
  if (tag.startsWith('ja')) return 'JP'
  if (tag.startsWith('ko')) return 'KR'
  if (tag === 'zh-hk' || tag === 'zh-mo') return 'HK'
  if (tag === 'zh-tw' || tag.startsWith('zh-hant')) return 'TC'
  return 'SC'
}

function readFace(file: string, face: CjkFace): ArrayBuffer | null {
  const collection = readFileSync(file)
  const found = collectionFaces(collection).find((f) => f.family === `Noto Sans CJK ${face}`)
  if (!found) return null
  const font = extractFace(collection, found.offset)
  return font.buffer.slice(font.byteOffset, font.byteOffset + font.byteLength) as ArrayBuffer
}

function findFile(name: string, dirs: readonly string[]): string | null {
  return dirs.map((dir) => path.join(dir, name)).find((file) => existsSync(file)) ?? null
}

const loaded = new Map<string, CardFont[]>()

/** The regular and bold font of a face; [] when fonts-noto-cjk is not installed. */
export function cardFonts(face: CjkFace, dirs: readonly string[] = FONT_DIRS): CardFont[] {
  const key = `${face}\0${dirs.join('\0')}`
  const cached = loaded.get(key)
  if (cached) return cached
  const fonts: CardFont[] = []
  for (const weight of [400, 700] as const) {
    const file = findFile(FILES[weight], dirs)
    const data = file ? readFace(file, face) : null
    if (data) fonts.push({ name: CARD_FONT_FAMILY, data, weight, style: 'normal' })
  }
  if (fonts.length === 0) console.warn('[og] fonts-noto-cjk is not installed: social cards use a Latin-only font')
  loaded.set(key, fonts)
  return fonts
}
