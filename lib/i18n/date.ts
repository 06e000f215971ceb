import type { Locale } from './locale'

export type DateStyle = 'long' | 'short' | 'month'

const STYLE_OPTIONS: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  // 'January 5, 2024' · '2024年1月5日' · '5 janvier 2024'
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  // '01/05/2024' · '2024/01/05' · '05.01.2024'
  short: { year: 'numeric', month: '2-digit', day: '2-digit' },
  // Archive headings: 'January 2024' · '2024年1月'
  month: { year: 'numeric', month: 'long' },
}

// Formatters are costly to build and lists format many dates.
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(locale: Locale, style: DateStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${style}|${timeZone}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...STYLE_OPTIONS[style], timeZone })
    formatters.set(key, formatter)
  }
  return formatter
}

// A calendar day ('2024-01-05', e.g. `publishDay`) has no zone: it is read as UTC midnight.
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/

/**
 * Formats an ISO date or instant. The time zone is fixed (UTC unless given) so the server and
 * the browser print the same text. A day string always shows that day, whatever the zone.
 * Unparseable input is returned unchanged.
 */
export function formatDate(
  iso: string,
  locale: Locale,
  style: DateStyle = 'long',
  timeZone = 'UTC',
): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const zone = DAY_ONLY.test(iso) ? 'UTC' : timeZone
  try {
    return formatterFor(locale, style, zone).format(date)
  } catch {
    // An invalid time zone name throws RangeError; fall back to UTC rather than break a page.
    return formatterFor(locale, style, 'UTC').format(date)
  }
}
