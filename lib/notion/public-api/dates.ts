// The public API's dates (`{start, end, time_zone}`; on reads `time_zone` is null and times carry
// their offset) as classic date decorations: a day, a wall-clock time and an IANA zone, such
// that the instant a schedule reads is the one Notion means.

export type DateValue = { start: string; end: string | null; time_zone: string | null }

type Parts = { date: string; time?: string; offset?: string }

/** One date (or datetime) string as written, split into the classic date and HH:mm parts. */
function dateParts(value: string): Parts {
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

function offsetMinutes(offset: string): number {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(offset)
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0
}

/** The wall clock of an offset time (`2026-03-30T10:00+02:00`) at another offset: the same instant. */
function atOffset(value: string, parts: Parts, offset: string): Parts {
  const ms = Date.parse(value)
  if (!Number.isFinite(ms)) return parts
  const wall = new Date(ms + offsetMinutes(offset) * 60_000).toISOString()
  return { date: wall.slice(0, 10), time: wall.slice(11, 16), offset }
}

/** Start and end on one zone: the start's whole-hour offset, else UTC (e.g. India's +05:30). */
function onOneZone(value: DateValue, start: Parts, end: Parts | undefined): { start: Parts; end?: Parts; zone?: string } {
  if (value.time_zone || start.time === undefined || !start.offset) return { start, end, zone: value.time_zone ?? undefined }
  const zone = zoneOfOffset(start.offset)
  const sameOffset = !end?.offset || end.offset === start.offset
  if (zone && sameOffset) return { start, end, zone }
  // A range across a daylight-saving change, or an offset of no whole hour: the same instants
  // on one offset's wall clock.
  const offset = zone ? start.offset : 'Z'
  const moved = (parts: Parts, text: string): Parts => (parts.offset && parts.offset !== offset ? atOffset(text, parts, offset) : parts)
  return { start: moved(start, value.start), end: end && value.end ? moved(end, value.end) : end, zone: zone ?? 'UTC' }
}

/**
 * A public date as a classic date decoration: the wall clock as written, in the zone the API
 * names, else in the zone of the offset it wrote the time with.
 */
export function classicDate(value: DateValue): Record<string, string> {
  const { start, end, zone } = onOneZone(value, dateParts(value.start), value.end ? dateParts(value.end) : undefined)
  const timed = start.time !== undefined
  const out: Record<string, string> = {
    type: `${timed ? 'datetime' : 'date'}${end ? 'range' : ''}`,
    start_date: start.date,
  }
  if (start.time) out.start_time = start.time
  if (end) out.end_date = end.date
  if (end?.time) out.end_time = end.time
  if (zone) out.time_zone = zone
  return out
}
