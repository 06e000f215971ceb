// NOTION_PAGE_ID: one database id, or several per language: `id,en:id2,ja-JP:id3`.
import { isValidLanguageTag, normaliseLanguageTag } from './language-tag'

export interface NotionPageIds {
  /** 32 lowercase characters, no dashes. */
  defaultId: string
  /** Language tag (normalised, e.g. `en`, `ja-JP`) → id. */
  byLang: Record<string, string>
}

const PLAIN_ID = /^[a-z0-9]{32}$/i
const DASHED_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function normaliseId(id: string, part: string): string {
  if (PLAIN_ID.test(id) || DASHED_UUID.test(id)) return id.replaceAll('-', '').toLowerCase()
  throw new Error(
    `NOTION_PAGE_ID: "${part}" is not a page id (expected 32 letters and digits, ` +
      `or a dashed uuid like 0123abcd-0123-0123-0123-0123456789ab; per language: id,en:id2). ` +
      'Leave NOTION_PAGE_ID unset or empty to serve the bundled demo.',
  )
}

function parseLanguageEntry(part: string): [string, string] {
  const colon = part.indexOf(':')
  const lang = part.slice(0, colon).trim()
  if (!isValidLanguageTag(lang)) {
    throw new Error(`NOTION_PAGE_ID: "${lang}" in "${part}" is not a language tag like en or zh-CN`)
  }
  return [normaliseLanguageTag(lang), normaliseId(part.slice(colon + 1).trim(), part)]
}

/** Throws an Error naming the bad part; empty parts (a trailing comma) are skipped. */
export function parseNotionPageIds(raw: string): NotionPageIds {
  const parts = raw
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '')
  const [first, ...rest] = parts
  if (first === undefined) throw new Error('NOTION_PAGE_ID is empty')
  if (first.includes(':')) {
    throw new Error(`NOTION_PAGE_ID: the first entry "${first}" must be a plain id (the default)`)
  }
  const byLang: Record<string, string> = {}
  for (const part of rest) {
    if (!part.includes(':')) {
      throw new Error(`NOTION_PAGE_ID: "${part}" needs a language prefix, like en:${part}`)
    }
    const [lang, id] = parseLanguageEntry(part)
    if (lang in byLang) throw new Error(`NOTION_PAGE_ID: language "${lang}" is listed twice`)
    byLang[lang] = id
  }
  return { defaultId: normaliseId(first, first), byLang }
}
