// UTC days, the counter's unit: the visitor salt, daily figures and report windows follow them.

const DAY_MS = 24 * 60 * 60 * 1000

/** `yyyy-MM-dd` of the UTC day `ms` falls in. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** The last `count` UTC days up to and including today's, oldest first. */
export function lastDays(count: number, now: number = Date.now()): string[] {
  return Array.from({ length: count }, (_, i) => utcDay(now - (count - 1 - i) * DAY_MS))
}
