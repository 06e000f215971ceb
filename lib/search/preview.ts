// The preview a list card shows for a post without a summary: its first lines of prose as
// plain text. The character cap grows with the line setting (a long paragraph is one line
// here, so a per-line allowance), under a ceiling so a list page's data stays small.
import type { BodyLine } from './body-lines'

/** Characters allowed per line asked for: a typical line of prose. */
export const PREVIEW_CHARS_PER_LINE = 120
/** Characters at most, whatever the setting (12 cards of this stay in the tens of kB). */
export const PREVIEW_CEILING_CHARS = 3600

export function previewCharCap(maxLines: number): number {
  return Math.min(PREVIEW_CEILING_CHARS, Math.max(0, maxLines) * PREVIEW_CHARS_PER_LINE)
}

export function previewText(lines: readonly BodyLine[], maxLines: number): string {
  const text = lines
    .filter((l) => l.prose)
    .slice(0, Math.max(0, maxLines))
    .map((l) => l.text)
    .join('\n')
  const cap = previewCharCap(maxLines)
  if (text.length <= cap) return text
  const cut = text.slice(0, cap)
  // End on a word boundary when there is one near the end (CJK text has none: cut anywhere).
  const space = cut.search(/\s\S*$/)
  return `${space > cap * 0.8 ? cut.slice(0, space) : cut}…`
}
