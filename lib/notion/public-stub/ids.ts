// Ids and times as the public API writes them: dashed lowercase uuids, ISO times to the minute.
import { normalizeId } from '../stub/records'

/** `0015504c-8659-4d18-99af-851252627d22` from either recorded form. */
export function dashedId(id: string): string {
  const hex = normalizeId(id)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Notion rounds `created_time` / `last_edited_time` down to the minute. */
export function isoMinute(ms: unknown): string {
  const time = typeof ms === 'number' && Number.isFinite(ms) ? ms : 0
  return new Date(Math.floor(time / 60_000) * 60_000).toISOString()
}

/** The page's address on notion.so, as the `url` field gives it. */
export function notionUrl(title: string, id: string): string {
  const words = title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '')
  return `https://www.notion.so/${words ? `${words}-` : ''}${normalizeId(id)}`
}
