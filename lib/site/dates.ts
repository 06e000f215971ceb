// Instants from Notion dates (a wall-clock date and time in an IANA zone) and day strings.
import type { RowDate } from './workspace'

// Building an Intl.DateTimeFormat costs far more than using one, and every row's publish window
// needs several: one formatter per zone, made once (a 1,000-post site reads thousands of dates).
const offsetFormats = new Map<string, Intl.DateTimeFormat>()
const dayFormats = new Map<string, Intl.DateTimeFormat>()
const zoneValidity = new Map<string, boolean>()

function cached(map: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat) {
  let format = map.get(timeZone)
  if (!format) map.set(timeZone, (format = make()))
  return format
}

/** Offset of `timeZone` from UTC at `utcMs`, in ms (positive east of Greenwich). */
function zoneOffsetMs(utcMs: number, timeZone: string): number {
  const format = cached(offsetFormats, timeZone, () => new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }))
  const parts = format.formatToParts(new Date(utcMs))
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
  return asUtc - Math.floor(utcMs / 1000) * 1000
}

function isValidZone(timeZone: string): boolean {
  let valid = zoneValidity.get(timeZone)
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone })
      valid = true
    } catch {
      valid = false
    }
    zoneValidity.set(timeZone, valid)
  }
  return valid
}

const DAY_MS = 24 * 3600 * 1000

/**
 * Epoch ms of a wall-clock `yyyy-MM-dd` + `HH:mm` in a zone; NaN when the date is malformed.
 * Around a daylight-saving change it follows Temporal's "compatible" rule: a time that occurs
 * twice (fall back) is the earlier instant; a time skipped by spring forward is moved forward by
 * the gap (New York 02:30 on the spring-forward day is 03:30 EDT).
 */
export function wallClockToEpoch(day: string, time: string | undefined, timeZone: string): number {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!d) return Number.NaN
  const t = /^(\d{1,2}):(\d{2})/.exec(time ?? '00:00') ?? ['', '0', '0']
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]))
  const zone = isValidZone(timeZone) ? timeZone : 'UTC'
  // The offsets in force a day before and a day after cover any single change in between.
  const before = zoneOffsetMs(wall - DAY_MS, zone)
  const after = zoneOffsetMs(wall + DAY_MS, zone)
  const matches = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => instant + zoneOffsetMs(instant, zone) === wall)
  if (matches.length > 0) return Math.min(...matches)
  // Skipped by a spring-forward gap: read it with the offset from before the change.
  return wall - before
}

export interface PublishWindow {
  start: number
  end?: number
}

export function publishWindow(date: RowDate, defaultZone: string): PublishWindow {
  const zone = date.timeZone ?? defaultZone
  const start = wallClockToEpoch(date.startDate, date.startTime, zone)
  if (!date.endDate) return { start }
  // A date-only end means "through the end of that day".
  const end = date.endTime
    ? wallClockToEpoch(date.endDate, date.endTime, zone)
    : wallClockToEpoch(date.endDate, '00:00', zone) + 24 * 3600 * 1000 - 1
  return { start, end }
}

export function isWithinWindow(window: PublishWindow, now: number): boolean {
  if (Number.isFinite(window.start) && now < window.start) return false
  return window.end === undefined || !Number.isFinite(window.end) || now <= window.end
}

/** `yyyy-MM-dd` of an instant as seen in a zone. */
export function dayInZone(epochMs: number, timeZone: string): string {
  const zone = isValidZone(timeZone) ? timeZone : 'UTC'
  const format = cached(dayFormats, zone, () =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  )
  return format.format(new Date(epochMs))
}
