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

/** Plain text of a decorated value: the segments' strings joined. Mentions become their label. */
export function plainText(value: unknown): string {
  return segments(value)
    .map((s) => s[0])
    .join('')
}

/**
 * The text a reader sees: like plainText, but an inline equation (`⁍` with an `e` decoration)
 * reads as its LaTeX source instead of the placeholder character.
 */
export function readableText(value: unknown): string {
  return segments(value)
    .map((s) => {
      const equation = decorationsOf(s).find(([kind, tex]) => kind === 'e' && typeof tex === 'string')
      return equation ? String(equation[1]) : s[0]
    })
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
