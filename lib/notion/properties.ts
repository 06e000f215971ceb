// Decoding Notion's "decorated text" property values into plain typed values.
// A property value is an array of segments `[text, decorations?]`; see design notes §3.

export interface NotionDate {
  startDate: string
  startTime?: string
  endDate?: string
  endTime?: string
  timeZone?: string
}

type Segment = [string, unknown[]?]

function segments(value: unknown): Segment[] {
  if (!Array.isArray(value)) return []
  return value.filter((s): s is Segment => Array.isArray(s) && typeof s[0] === 'string')
}

function decorationsOf(segment: Segment): unknown[][] {
  const d = segment[1]
  return Array.isArray(d) ? d.filter((x): x is unknown[] => Array.isArray(x)) : []
}

/** Raw text of a decorated value: the segments' strings joined (mentions stay `‣`, equations `⁍`). */
export function plainText(value: unknown): string {
  return segments(value)
    .map((s) => s[0])
    .join('')
}

/** What a reader sees of one placeholder segment (`⁍` equation or `‣` mention). */
function placeholderText(segment: Segment): string | undefined {
  for (const [kind, data] of decorationsOf(segment)) {
    if (kind === 'e' && typeof data === 'string') return data
    if (kind === 'd' && data && typeof data === 'object') {
      const date = data as { start_date?: unknown; end_date?: unknown }
      const start = typeof date.start_date === 'string' ? date.start_date : ''
      return typeof date.end_date === 'string' ? `${start} → ${date.end_date}` : start
    }
    if (kind === 'lm' && data && typeof data === 'object') {
      const link = data as { title?: unknown; href?: unknown }
      return typeof link.title === 'string' ? link.title : typeof link.href === 'string' ? link.href : ''
    }
    // A page or person mention: its name is another record, not part of this text.
    if (kind === 'p' || kind === 'u') return ''
  }
  return undefined
}

/**
 * The text a reader sees: like plainText, but an inline equation reads as its LaTeX source, a
 * date or link mention as its date or title, and a page or person mention is left out, instead
 * of Notion's placeholder characters.
 */
export function readableText(value: unknown): string {
  return segments(value)
    .map((s) => (s[0] === '⁍' || s[0] === '‣' ? (placeholderText(s) ?? s[0]) : s[0]))
    .join('')
}

/** A select or multi-select: Notion stores options comma-joined in one segment. */
export function selectValues(value: unknown): string[] {
  return plainText(value)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
}

export function checkboxValue(value: unknown): boolean {
  return plainText(value).trim().toLowerCase() === 'yes'
}

/** The first date decoration (`["d", {...}]`) of a date property. */
export function dateValue(value: unknown): NotionDate | undefined {
  for (const segment of segments(value)) {
    for (const decoration of decorationsOf(segment)) {
      const [kind, data] = decoration
      if (kind !== 'd' || typeof data !== 'object' || data === null) continue
      const d = data as Record<string, unknown>
      if (typeof d.start_date !== 'string') continue
      return {
        startDate: d.start_date,
        startTime: typeof d.start_time === 'string' ? d.start_time : undefined,
        endDate: typeof d.end_date === 'string' ? d.end_date : undefined,
        endTime: typeof d.end_time === 'string' ? d.end_time : undefined,
        timeZone: typeof d.time_zone === 'string' ? d.time_zone : undefined,
      }
    }
  }
  return undefined
}

/** Ids of pages mentioned in a decorated value (`["p", pageId]`). */
export function mentionedPageIds(value: unknown): string[] {
  const ids: string[] = []
  for (const segment of segments(value)) {
    for (const [kind, id] of decorationsOf(segment)) {
      if (kind === 'p' && typeof id === 'string') ids.push(id)
    }
  }
  return ids
}
