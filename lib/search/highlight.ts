// Marking search terms in titles and snippets. Pure functions; the <Highlight> component
// (components/search) turns the parts into <mark> elements.
import { isCjk, splitRuns, termsOfQuery } from './tokenize'

export interface TextPart {
  text: string
  hit: boolean
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * What to mark for a keyword: the keyword as typed (the server's substring match), its words,
 * and the indexed terms a full-text hit matched (`zephyr` typed, `zephyrine` matched).
 * Lone Latin letters are left out: marking every "a" helps nobody.
 */
export function highlightTerms(keyword: string, matched: readonly string[] = []): string[] {
  const whole = keyword.trim()
  const candidates = [whole, ...splitRuns(whole), ...termsOfQuery(whole), ...matched]
  const seen = new Set<string>()
  const terms: string[] = []
  for (const term of candidates) {
    const key = term.toLowerCase()
    if (!term || seen.has(key) || (term.length < 2 && !isCjk(term) && term !== whole)) continue
    seen.add(key)
    terms.push(term)
  }
  return terms.sort((a, b) => b.length - a.length)
}

/** One case-insensitive pattern for all terms, longest first; null when there are none. */
export function termsPattern(terms: readonly string[]): RegExp | null {
  const usable = [...new Set(terms.filter(Boolean))].sort((a, b) => b.length - a.length)
  return usable.length ? new RegExp(usable.map(escape).join('|'), 'giu') : null
}

export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const pattern = termsPattern(terms)
  if (!pattern || !text) return text ? [{ text, hit: false }] : []
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0
    if (at > last) parts.push({ text: text.slice(last, at), hit: false })
    parts.push({ text: match[0], hit: true })
    last = at + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last), hit: false })
  return parts
}

export function containsTerm(text: string, terms: readonly string[]): boolean {
  const pattern = termsPattern(terms)
  return !!pattern && text.search(pattern) >= 0
}

function mostlyCjk(text: string): boolean {
  const sample = Array.from(text.slice(0, 200))
  return sample.filter((c) => isCjk(c)).length * 3 > sample.length
}

/** Moves `at` to just after a nearby space (forwards) so a snippet starts on a word. */
function wordStart(text: string, at: number, limit: number): number {
  if (at <= 0) return 0
  const space = text.indexOf(' ', at)
  return space >= 0 && space < limit && space - at < 20 ? space + 1 : at
}

/**
 * About `length` characters of `text` around the first marked term, with ellipses where it was
 * cut; the start of the text when no term occurs (a prefix or typo match, say).
 */
export function snippetAround(text: string, terms: readonly string[], maxLength = 180): string {
  // CJK characters are wide and dense: half as many make a snippet of the same size.
  const length = mostlyCjk(text) ? Math.round(maxLength / 2) : maxLength
  if (text.length <= length) return text
  const pattern = termsPattern(terms)
  const found = pattern ? text.search(pattern) : -1
  const anchor = found < 0 ? 0 : found
  let start = found < 0 ? 0 : wordStart(text, Math.max(0, anchor - Math.floor(length / 3)), anchor)
  start = Math.min(start, anchor)
  let end = Math.min(text.length, start + length)
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end)
    if (space > anchor && end - space < 20) end = space
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`
}
