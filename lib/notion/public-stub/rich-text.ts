// Notion's classic decorated text (`[text, formats?][]`) as the public API's rich text array:
// text runs with annotations and links, inline equations, and mentions of pages, databases,
// users, dates, links (`lm`) and link previews (`eoi`).
import type { RichTextItemResponse } from '@notionhq/client'
import { isObject } from '../stub/records'
import type { ConvertContext } from './context'
import { dashedId } from './ids'

type Annotations = RichTextItemResponse['annotations']
type Format = [string, ...unknown[]]
type Mention = Extract<RichTextItemResponse, { type: 'mention' }>['mention']

const API_COLOR = /^(gray|brown|orange|yellow|green|blue|purple|pink|red)(_background)?$/

/** A Notion colour name the API knows (`red`, `red_background`), else `default`. */
export function apiColor(value: unknown): Annotations['color'] {
  return typeof value === 'string' && API_COLOR.test(value)
    ? (value as Annotations['color'])
    : 'default'
}

function formatsOf(segment: unknown[]): Format[] {
  const formats = segment[1]
  return Array.isArray(formats)
    ? formats.filter((f): f is Format => Array.isArray(f) && typeof f[0] === 'string')
    : []
}

function annotationsOf(formats: Format[]): Annotations {
  const has = (name: string): boolean => formats.some((f) => f[0] === name)
  const color = formats.find((f) => f[0] === 'h')?.[1]
  return {
    bold: has('b'),
    italic: has('i'),
    strikethrough: has('s'),
    underline: has('_'),
    code: has('c'),
    color: apiColor(color),
  }
}

/** `+08:00` for a zone on a day (daylight saving moves it), `Z` without a known zone. */
function offsetOf(zone: unknown, date: string): string {
  if (typeof zone !== 'string') return 'Z'
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(`${date}T12:00:00Z`))
      .find((part) => part.type === 'timeZoneName')?.value
    const offset = name?.replace('GMT', '') ?? ''
    return offset === '' ? 'Z' : offset
  } catch {
    return 'Z'
  }
}

/**
 * Classic `{type:'datetime', start_date, start_time, time_zone, …}` as `{start, end, time_zone}`:
 * times carry their zone's offset (`2026-04-01T00:30:00.000+08:00`) and `time_zone` is null,
 * as the API answers dates it reads.
 */
export function apiDate(
  value: unknown,
): { start: string; end: string | null; time_zone: null } | null {
  if (!isObject(value) || typeof value.start_date !== 'string') return null
  const at = (date: unknown, time: unknown): string | null =>
    typeof date !== 'string'
      ? null
      : typeof time === 'string'
        ? `${date}T${time}:00.000${offsetOf(value.time_zone, date)}`
        : date
  return {
    start: at(value.start_date, value.start_time) ?? value.start_date,
    end: at(value.end_date, value.end_time),
    time_zone: null,
  }
}

function mentionOf(
  formats: Format[],
  context: ConvertContext,
): { mention: Mention; text: string; href: string | null } | undefined {
  for (const [kind, value] of formats) {
    if ((kind === 'p' || kind === 'u' || kind === 'eoi') && typeof value !== 'string') continue
    if (kind === 'p') {
      const target = context.target(value as string)
      const id = dashedId(value as string)
      const mention: Mention =
        target.kind === 'database'
          ? { type: 'database', database: { id } }
          : { type: 'page', page: { id } }
      return { mention, text: target.title, href: target.url }
    }
    if (kind === 'u') {
      const user = context.user(value as string)
      return {
        mention: { type: 'user', user: { object: 'user', id: dashedId(value as string) } },
        text: `@${user?.name ?? 'Unknown'}`,
        href: null,
      }
    }
    if (kind === 'd') {
      const date = apiDate(value)
      if (date)
        return {
          mention: { type: 'date', date },
          text: date.end ? `${date.start} → ${date.end}` : date.start,
          href: null,
        }
    }
    if (kind === 'lm' && isObject(value) && typeof value.href === 'string') {
      const { href, ...meta } = value
      return {
        mention: { type: 'link_mention', link_mention: { href, ...meta } },
        text: typeof meta.title === 'string' ? meta.title : href,
        href,
      }
    }
    if (kind === 'eoi') {
      const url = context.linkPreviewUrl(value as string) ?? ''
      return {
        mention: { type: 'link_preview', link_preview: { url } },
        text: url,
        href: url || null,
      }
    }
  }
  return undefined
}

function itemOf(segment: unknown[], context: ConvertContext): RichTextItemResponse {
  const text = typeof segment[0] === 'string' ? segment[0] : ''
  const formats = formatsOf(segment)
  const annotations = annotationsOf(formats)
  const equation = formats.find((f) => f[0] === 'e')?.[1]
  if (typeof equation === 'string') {
    return {
      type: 'equation',
      equation: { expression: equation },
      annotations,
      plain_text: equation,
      href: null,
    }
  }
  const mention = text === '‣' ? mentionOf(formats, context) : undefined
  if (mention)
    return {
      type: 'mention',
      mention: mention.mention,
      annotations,
      plain_text: mention.text,
      href: mention.href,
    }
  const link = formats.find((f) => f[0] === 'a')?.[1]
  const url =
    typeof link === 'string'
      ? link.startsWith('/') && /^\/[0-9a-f]{32}/.test(link)
        ? `https://www.notion.so${link}`
        : link
      : null
  return {
    type: 'text',
    text: { content: text, link: url ? { url } : null },
    annotations,
    plain_text: text,
    href: url,
  }
}

/** Notion splits text runs longer than 2,000 characters (the documented limit of one run). */
const RUN_LIMIT = 2000

function splitLong(item: RichTextItemResponse): RichTextItemResponse[] {
  if (item.type !== 'text' || item.text.content.length <= RUN_LIMIT) return [item]
  const parts: RichTextItemResponse[] = []
  for (let at = 0; at < item.text.content.length; at += RUN_LIMIT) {
    const content = item.text.content.slice(at, at + RUN_LIMIT)
    parts.push({ ...item, text: { ...item.text, content }, plain_text: content })
  }
  return parts
}

export function toRichText(value: unknown, context: ConvertContext): RichTextItemResponse[] {
  if (!Array.isArray(value)) return []
  return value
    .filter((segment): segment is unknown[] => Array.isArray(segment))
    .flatMap((segment) => splitLong(itemOf(segment, context)))
}

/** Plain text of a rich text array (what `plain_text` joins to). */
export function plainText(items: readonly RichTextItemResponse[]): string {
  return items.map((item) => item.plain_text).join('')
}

/** One plain text run, as a title set at run time becomes. */
export function textRun(content: string): RichTextItemResponse {
  return {
    type: 'text',
    text: { content, link: null },
    annotations: annotationsOf([]),
    plain_text: content,
    href: null,
  }
}
