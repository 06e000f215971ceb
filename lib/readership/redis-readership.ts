// The readership store on Redis (REDIS_URL), so several instances share one count: views are
// exact (HINCRBY), visitors per day come from HyperLogLogs (PFADD), and a batch is one script
// (redis-script.ts). Built on the shared store, whose calls never hang and answer "unavailable"
// when Redis is down or slow (logged once per outage by it); that becomes a rejection here.
import type { SharedStore } from '@/lib/shared-cache/store'
import { COUNT_VIEWS_SCRIPT } from './redis-script'
import { KEPT_DAYS, RELOAD_WINDOW_MS, type Counts, type PathCounts, type ReadershipStore } from './store'

export const REDIS_PREFIX = 'readership:'
const key = (name: string) => REDIS_PREFIX + name
const DAY_SECONDS = 24 * 60 * 60

export interface RedisReadershipOptions {
  windowMs?: number
}

function unavailable(what: string): Error {
  return new Error(`Redis did not answer ${what}`)
}

const number = (value: unknown) => {
  const n = Number(value ?? 0)
  return Number.isFinite(n) ? n : 0
}

/** HGETALL's reply as RESP2 (a flat list) or RESP3 (a map) gives it. */
function entries(reply: unknown): [string, number][] {
  if (Array.isArray(reply)) {
    const out: [string, number][] = []
    for (let i = 0; i + 1 < reply.length; i += 2) out.push([String(reply[i]), number(reply[i + 1])])
    return out
  }
  if (reply instanceof Map) return [...reply].map(([field, value]) => [String(field), number(value)])
  if (reply && typeof reply === 'object') return Object.entries(reply).map(([field, value]) => [field, number(value)])
  return []
}

export function redisReadershipStore(store: SharedStore, options: RedisReadershipOptions = {}): ReadershipStore {
  const windowMs = String(options.windowMs ?? RELOAD_WINDOW_MS)
  const keepSeconds = String((KEPT_DAYS + 1) * DAY_SECONDS)

  async function run(what: string, commands: Parameters<SharedStore['pipeline']>[1]) {
    const replies = await store.pipeline(what, commands)
    if (!replies) throw unavailable(what)
    return replies
  }

  return {
    async record(views) {
      if (views.length === 0) return
      const args = [windowMs, keepSeconds, ...views.flatMap((v) => [v.day, v.path, v.visitor])]
      const counted = await store.script('counting views', COUNT_VIEWS_SCRIPT, [REDIS_PREFIX], args)
      if (counted === undefined) throw unavailable('counting views')
    },
    async figures(path) {
      const [site, pageViews, pageVisitors] = await run('reading figures', [
        ['HMGET', key('totals'), 'views', 'visitors'],
        ['HGET', key('pages'), path],
        ['HGET', key('page-visitors'), path],
      ])
      const [views, visitors] = Array.isArray(site) ? site : []
      return {
        site: { views: number(views), visitors: number(visitors) },
        page: { views: number(pageViews), visitors: number(pageVisitors) },
      }
    },
    async pages(days) {
      const replies = await run(
        'reading page figures',
        days.flatMap((day) => [
          ['HGETALL', key(`day:${day}`)] as const,
          ['HGETALL', key(`day-uv:${day}`)] as const,
        ]),
      )
      const totals = new Map<string, Counts>()
      replies.forEach((reply, i) => {
        const field = i % 2 === 0 ? 'views' : 'visitors'
        for (const [path, n] of entries(reply)) {
          const counts = totals.get(path) ?? { views: 0, visitors: 0 }
          counts[field] += n
          totals.set(path, counts)
        }
      })
      const rows: PathCounts[] = [...totals].map(([path, c]) => ({ path, ...c }))
      // Code-point order for equal views, as SQLite's.
      return rows.sort((a, b) => b.views - a.views || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    },
    async days(days) {
      const [views, visitors] = await run('reading daily figures', [
        ['HMGET', key('days'), ...days],
        ['HMGET', key('day-visitors'), ...days],
      ])
      const at = (reply: unknown, i: number) => number(Array.isArray(reply) ? reply[i] : 0)
      return days
        .map((date, i) => ({ date, views: at(views, i), visitors: at(visitors, i) }))
        .filter((d) => d.views > 0)
    },
    async close() {},
  }
}
