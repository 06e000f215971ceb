// The readership store on one server: a SQLite file under FOLIO_CACHE_DIR (better-sqlite3,
// loaded only when the counter is on). A batch is one transaction. A file that goes away (a
// cleaned cache folder) is noticed within a second and a new one started; a file that cannot
// be opened or written makes calls reject (one warning per outage) and is tried again on the
// next call.
import { mkdirSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Database } from 'better-sqlite3'
import { outageReporter } from './outage'
import { prepareSchema, type Statements } from './sqlite-schema'
import { KEPT_DAYS, RELOAD_WINDOW_MS, type Counts, type CountedView, type ReadershipStore } from './store'
import { lastDays } from './days'

export const SQLITE_FILE = 'readership.sqlite'

export interface SqliteOptions {
  /** The reload window (tests shorten it). */
  windowMs?: number
}

type Open = new (file: string, options: { timeout: number }) => Database

const RECHECK_MS = 1000
const FORGET_RECENT_EVERY_MS = 5 * 60 * 1000

function bump<K>(totals: Map<K, Counts>, key: K, visitors: number): void {
  const counts = totals.get(key) ?? { views: 0, visitors: 0 }
  counts.views += 1
  counts.visitors += visitors
  totals.set(key, counts)
}

function countBatch(s: Statements, views: readonly CountedView[], windowMs: number): void {
  const pageDays = new Map<string, Counts>()
  const pages = new Map<string, Counts>()
  const days = new Map<string, Counts>()
  for (const v of views) {
    if (s.markRecent.run(`${v.visitor} ${v.path}`, v.at + windowMs, v.at).changes === 0) continue
    const newOnPage = s.markSeen.run(v.day, v.path, v.visitor).changes
    const newOnSite = s.markSeen.run(v.day, '', v.visitor).changes
    bump(pageDays, JSON.stringify([v.day, v.path]), newOnPage)
    bump(pages, v.path, newOnPage)
    bump(days, v.day, newOnSite)
  }
  for (const [key, c] of pageDays) {
    const [day, page] = JSON.parse(key) as [string, string]
    s.addPageDay.run(day, page, c.views, c.visitors)
  }
  for (const [page, c] of pages) s.addPage.run(page, c.views, c.visitors)
  for (const [day, c] of days) s.addDay.run(day, c.views, c.visitors)
}

export async function openSqliteStore(file: string, options: SqliteOptions = {}): Promise<ReadershipStore> {
  const { default: Sqlite } = (await import('better-sqlite3')) as { default: Open }
  const windowMs = options.windowMs ?? RELOAD_WINDOW_MS
  const outage = outageReporter(`the SQLite file ${file}`)
  let db: Database | undefined
  let statements: Statements | undefined
  let inode: number | undefined
  let checkedAt = 0
  let forgottenAt = 0
  let prunedDay = ''

  const inodeOf = () => statSync(file, { throwIfNoEntry: false })?.ino

  function close(): void {
    db?.close()
    db = statements = inode = undefined
  }

  function connection(): Statements {
    const now = Date.now()
    if (statements && now - checkedAt < RECHECK_MS) return statements
    checkedAt = now
    if (statements && inodeOf() === inode) return statements
    if (statements) {
      console.warn(`[readership] ${file} went away; counting again in a new file`)
      close()
    }
    mkdirSync(path.dirname(file), { recursive: true })
    db = new Sqlite(file, { timeout: 1000 })
    try {
      statements = prepareSchema(db)
    } catch (error) {
      close()
      throw error
    }
    inode = inodeOf()
    return statements
  }

  function prune(s: Statements, today: string, now: number): void {
    if (now - forgottenAt > FORGET_RECENT_EVERY_MS) {
      s.forgetRecent.run(now)
      forgottenAt = now
    }
    if (today === prunedDay) return
    s.forgetSeenBefore.run(today)
    s.forgetPageDaysBefore.run(lastDays(KEPT_DAYS, now)[0])
    prunedDay = today
  }

  function attempt<T>(what: string, work: (s: Statements) => T): Promise<T> {
    try {
      const result = work(connection())
      outage.recovered()
      return Promise.resolve(result)
    } catch (error) {
      outage.failed(what, error)
      // A write error may leave the connection unusable: start afresh next time.
      close()
      return Promise.reject(error instanceof Error ? error : new Error(String(error)))
    }
  }

  return {
    record(views) {
      if (views.length === 0) return Promise.resolve()
      return attempt('counting views', (s) => {
        const latest = views.reduce((a, v) => (v.at > a.at ? v : a))
        db?.transaction(() => {
          countBatch(s, views, windowMs)
          prune(s, latest.day, latest.at)
        })()
      })
    },
    figures(page) {
      return attempt('reading figures', (s) => ({
        site: s.site.get() ?? { views: 0, visitors: 0 },
        page: s.page.get(page) ?? { views: 0, visitors: 0 },
      }))
    },
    pages(days) {
      return attempt('reading page figures', (s) => s.pages.all(days[0], days.at(-1)))
    },
    days(days) {
      return attempt('reading daily figures', (s) => s.days.all(days[0], days.at(-1)))
    },
    async close() {
      close()
    },
  }
}
