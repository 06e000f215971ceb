// How old a post is, for the "this may be out of date" notice.
const DAY_MS = 24 * 3600 * 1000

export function daysSince(iso: string, now: number): number {
  const then = Date.parse(iso)
  return Number.isNaN(then) ? 0 : Math.floor((now - then) / DAY_MS)
}

export function expirationMessage(template: string, days: number): string {
  return template.replaceAll('%%DAYS%%', String(days))
}
