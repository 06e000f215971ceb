// Rich text the renderer draws the same on the server and in the browser. Two things in
// Notion's text would not be: a run that is two links at once (a text link on a link mention,
// two text links) draws an <a> inside an <a>, which the browser's HTML parser splits apart, and
// a date mention is formatted by react-notion-x in the reader's time zone (its month may differ
// from the server's). So a run keeps one link, text drawn inside a link keeps none, a date
// becomes its text, in UTC, and an external object loses the date the renderer would word so.
import { readableText } from './properties'

type Segment = [string, unknown[]?]

/** Decorations the renderer draws as a link of their own, whatever the run's text. */
function drawsOwnLink(d: unknown[]): boolean {
  if (d[0] === 'lm' || d[0] === 'eoi' || d[0] === 'p') return true
  // `["‣", ["u", id]]` is a person (a picture); any other `‣` payload is a page.
  return d[0] === '‣' && Array.isArray(d[1]) && d[1][0] !== 'u'
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' })

function day(iso: unknown): string {
  const date = typeof iso === 'string' ? new Date(iso) : new Date(NaN)
  if (Number.isNaN(date.getTime())) return typeof iso === 'string' ? iso : ''
  return `${MONTH.format(date)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}

/** A moment (a row's created or edited time) as react-notion-x words it, in UTC: "Mar 1, 2025 09:05 PM". */
export function timeText(ms: unknown): string {
  const date = new Date(typeof ms === 'number' ? ms : NaN)
  if (Number.isNaN(date.getTime())) return ''
  const hours = date.getUTCHours()
  const hh = String(hours % 12 || 12).padStart(2, '0')
  const mm = String(date.getUTCMinutes()).padStart(2, '0')
  return `${day(date.toISOString())} ${hh}:${mm} ${hours < 12 ? 'AM' : 'PM'}`
}

/** A date mention as react-notion-x words it ("Mar 1, 2025 10:00 → Mar 3, 2025"), in UTC. */
export function dateText(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined
  const d = value as { type?: unknown; start_date?: unknown; start_time?: unknown; end_date?: unknown; end_time?: unknown }
  const at = (date: unknown, time: unknown) => [day(date), typeof time === 'string' ? time : ''].filter(Boolean).join(' ')
  const timed = d.type === 'datetime' || d.type === 'datetimerange'
  const start = at(d.start_date, timed ? d.start_time : undefined)
  if (d.type !== 'daterange' && d.type !== 'datetimerange') return start
  return `${start} → ${at(d.end_date, timed ? d.end_time : undefined)}`
}

function stableSegment(segment: Segment): Segment {
  const decorations = segment[1]
  if (!Array.isArray(decorations)) return segment
  let text = segment[0]
  let linked = decorations.some((d) => Array.isArray(d) && drawsOwnLink(d))
  const kept = decorations.filter((d) => {
    if (!Array.isArray(d)) return true
    if (d[0] === 'd') {
      text = dateText(d[1]) ?? text
      return false
    }
    if (d[0] !== 'a') return true
    if (linked) return false
    linked = true
    return true
  })
  if (kept.length === decorations.length) return segment
  return kept.length > 0 ? [text, kept] : [text]
}

/** The rich text drawn alike everywhere; the same array when it already is. */
export function stableText(value: unknown): unknown {
  if (!Array.isArray(value)) return value
  const out = (value as Segment[]).map((s) => (Array.isArray(s) && typeof s[0] === 'string' ? stableSegment(s) : s))
  return out.every((s, i) => s === value[i]) ? value : out
}

/** Text drawn inside a link (see textInsideLink): no link of its own, mentions as their words. */
export function linkFreeText(value: unknown): unknown {
  if (!Array.isArray(value)) return value
  let changed = false
  const out = (value as Segment[]).map((segment): Segment => {
    const decorations = Array.isArray(segment) ? segment[1] : undefined
    if (!Array.isArray(decorations)) return segment
    const links = (d: unknown) => Array.isArray(d) && (d[0] === 'a' || drawsOwnLink(d))
    const kept = decorations.filter((d) => !links(d))
    if (kept.length === decorations.length) return segment
    changed = true
    const mention = decorations.find((d): d is unknown[] => Array.isArray(d) && drawsOwnLink(d))
    // A link mention reads as its title; a page or object mention has no words of its own here.
    const text = !mention ? segment[0] : mention[0] === 'lm' ? readableText([segment]) : ''
    return kept.length > 0 ? [text, kept] : [text]
  })
  return changed ? out : value
}

/** Whether the renderer draws this text inside a link: a page's title, a bookmark's texts. */
function textInsideLink(type: string, key: string): boolean {
  if (type === 'bookmark') return key === 'title' || key === 'description' || key === 'link'
  return key === 'title' && (type === 'page' || type === 'collection_view_page')
}

/**
 * An external object (a GitHub pull request) without its "updated" date: react-notion-x words
 * it with the reader's month and the server's day, and draws it from the record, not the text.
 */
function withoutObjectDate<B extends { type: string; format?: unknown }>(block: B): B {
  const attributes = (block.format as { attributes?: unknown } | undefined)?.attributes
  if (block.type !== 'external_object_instance' || !Array.isArray(attributes)) return block
  const kept = attributes.filter((a) => (a as { id?: unknown } | null)?.id !== 'updated_at')
  return kept.length === attributes.length ? block : { ...block, format: { ...(block.format as object), attributes: kept } }
}

/**
 * The block with its text drawn alike everywhere (the same object when it already is). Cells
 * that `keepAsIs` names (a database's date columns: views sort and group by them) stay; the
 * body's renderer words those itself (components/notion/property-cells.tsx).
 */
export function withStableText<B extends { type: string; properties?: unknown; format?: unknown }>(block: B, keepAsIs: (key: string) => boolean = () => false): B {
  let properties: Record<string, unknown> | undefined
  for (const [key, value] of Object.entries((block.properties ?? {}) as Record<string, unknown>)) {
    if (keepAsIs(key)) continue
    const stable = textInsideLink(block.type, key) ? linkFreeText(stableText(value)) : stableText(value)
    if (stable === value) continue
    properties ??= { ...(block.properties as Record<string, unknown>) }
    properties[key] = stable
  }
  return withoutObjectDate(properties ? { ...block, properties } : block)
}
