// The public API's rich text (a list of text / mention / equation items with annotations) in
// the classic decorated-text form every reader of record maps understands: `[text, decorations]`
// segments, where mentions and inline equations are placeholder characters (`‣`, `⁍`).
import type { RichTextItemResponse } from '@notionhq/client'
import { dashedId } from '../records'

export type Decoration = [string, ...unknown[]]
export type Segment = [string] | [string, Decoration[]]
export type DecoratedText = Segment[]

type Annotations = RichTextItemResponse['annotations']
type Mention = Extract<RichTextItemResponse, { type: 'mention' }>['mention']
type DateValue = { start: string; end: string | null; time_zone: string | null }

function annotationDecorations(a: Annotations | undefined): Decoration[] {
  if (!a) return []
  const out: Decoration[] = []
  if (a.bold) out.push(['b'])
  if (a.italic) out.push(['i'])
  if (a.strikethrough) out.push(['s'])
  if (a.underline) out.push(['_'])
  if (a.code) out.push(['c'])
  if (a.color && a.color !== 'default') out.push(['h', a.color])
  return out
}

/** One date (or datetime) string as written, split into the classic date and HH:mm parts. */
function dateParts(value: string): { date: string; time?: string; offset?: string } {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(?::[\d.]+)?(Z|[+-]\d{2}:\d{2})?)?/.exec(value)
  if (!match) return { date: value }
  return { date: match[1] ?? value, ...(match[2] ? { time: match[2] } : {}), ...(match[3] ? { offset: match[3] } : {}) }
}

/**
 * The IANA zone of a UTC offset, so the instant stays the one Notion means: `Z` is UTC, whole
 * hours are `Etc/GMT∓h` (the sign is POSIX's, inverted); other offsets have no such zone.
 */
function zoneOfOffset(offset: string | undefined): string | undefined {
  if (!offset) return undefined
  if (offset === 'Z' || offset === '+00:00' || offset === '-00:00') return 'UTC'
  const match = /^([+-])(\d{2}):00$/.exec(offset)
  if (!match) return undefined
  const hours = Number(match[2])
  return `Etc/GMT${match[1] === '+' ? '-' : '+'}${hours}`
}

/**
 * A public date (`start`, `end`, `time_zone`) as a classic date decoration: the wall clock as
 * written, in the zone the API names, else in the zone of the offset it wrote the time with.
 */
export function classicDate(value: DateValue): Record<string, string> {
  const start = dateParts(value.start)
  const end = value.end ? dateParts(value.end) : undefined
  const timed = start.time !== undefined
  const out: Record<string, string> = {
    type: `${timed ? 'datetime' : 'date'}${end ? 'range' : ''}`,
    start_date: start.date,
  }
  if (start.time) out.start_time = start.time
  if (end) out.end_date = end.date
  if (end?.time) out.end_time = end.time
  const zone = value.time_zone ?? (timed ? zoneOfOffset(start.offset) : undefined)
  if (zone) out.time_zone = zone
  return out
}

/** The decoration a mention stands for, or undefined when it reads as its plain text. */
function mentionDecoration(mention: Mention): Decoration | undefined {
  switch (mention.type) {
    case 'page':
      return ['p', dashedId(mention.page.id)]
    case 'database':
      return ['p', dashedId(mention.database.id)]
    case 'user':
      return ['u', mention.user.id]
    case 'date':
      return ['d', classicDate(mention.date)]
    case 'link_mention':
      return ['lm', { ...mention.link_mention }]
    case 'link_preview':
      return ['lm', { href: mention.link_preview.url }]
    default:
      // Template mentions (@today, @me) and custom emoji read as the text Notion gives them.
      return undefined
  }
}

function segmentOf(item: RichTextItemResponse): Segment {
  const decorations = annotationDecorations(item.annotations)
  let text = item.plain_text
  if (item.type === 'equation') {
    text = '⁍'
    decorations.unshift(['e', item.equation.expression])
  } else if (item.type === 'mention') {
    const mention = mentionDecoration(item.mention)
    if (mention) {
      text = '‣'
      decorations.unshift(mention)
    } else if (item.href) decorations.push(['a', item.href])
  } else if (item.text.link?.url ?? item.href) {
    decorations.push(['a', item.text.link?.url ?? item.href ?? ''])
  }
  return decorations.length > 0 ? [text, decorations] : [text]
}

/** Rich text as decorated text; an empty list stays empty (as /api/v3 omits empty titles). */
export function decoratedText(items: readonly RichTextItemResponse[] | undefined | null): DecoratedText {
  return (items ?? []).map(segmentOf)
}

/** Plain decorated text from a string (select names, numbers, urls…). */
export function plainSegments(text: string): DecoratedText {
  return text ? [[text]] : []
}
