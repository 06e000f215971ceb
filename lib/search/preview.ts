// The preview a list card shows for a post without a summary: its first lines of prose as
// plain text, capped so a list page's data stays small.
import type { BodyLine } from './body-lines'

/** Characters at most, whatever the line setting: a card shows a few lines anyway. */
export const PREVIEW_MAX_CHARS = 360

export function previewText(lines: readonly BodyLine[], maxLines: number): string {
  const text = lines
    .filter((l) => l.prose)
    .slice(0, Math.max(0, maxLines))
    .map((l) => l.text)
    .join('\n')
  if (text.length <= PREVIEW_MAX_CHARS) return text
  const cut = text.slice(0, PREVIEW_MAX_CHARS)
  // End on a word boundary when there is one near the end (CJK text has none: cut anywhere).
  const space = cut.search(/\s\S*$/)
  return `${space > PREVIEW_MAX_CHARS * 0.8 ? cut.slice(0, space) : cut}…`
}
