// The SQLite store's tables and statements. The reload window and the day's visitor ids live
// in TEMP tables: they belong to this connection (memory, or a temporary file SQLite deletes),
// never to the database file that holds the counts, and they end with the process, as the
// day's salt does (visitor.ts).
import type { Database, Statement } from 'better-sqlite3'
import type { Counts, DayCounts, PathCounts } from './store'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS page_days (
  day TEXT NOT NULL, path TEXT NOT NULL, views INTEGER NOT NULL, visitors INTEGER NOT NULL,
  PRIMARY KEY (day, path)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS pages (
  path TEXT PRIMARY KEY, views INTEGER NOT NULL, visitors INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS days (
  day TEXT PRIMARY KEY, views INTEGER NOT NULL, visitors INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TEMP TABLE IF NOT EXISTS recent (key TEXT PRIMARY KEY, until INTEGER NOT NULL) WITHOUT ROWID;
CREATE TEMP TABLE IF NOT EXISTS seen (
  day TEXT NOT NULL, path TEXT NOT NULL, visitor TEXT NOT NULL,
  PRIMARY KEY (day, path, visitor)
) WITHOUT ROWID;
`

const add = (table: string, key: string) =>
  `INSERT INTO ${table} VALUES (${key.split(',').map(() => '?').join(', ')}, ?, ?)
   ON CONFLICT (${key}) DO UPDATE SET views = views + excluded.views, visitors = visitors + excluded.visitors`

export interface Statements {
  /** changes 1: not seen within the window (recorded until `until`). Params: key, until, now. */
  markRecent: Statement
  /** changes 1: the visitor's first view of the path (or of the site, path '') that day. */
  markSeen: Statement
  addPageDay: Statement
  addPage: Statement
  addDay: Statement
  forgetRecent: Statement
  forgetSeenBefore: Statement
  forgetPageDaysBefore: Statement
  site: Statement<Counts>
  page: Statement<Counts>
  pages: Statement<PathCounts>
  days: Statement<DayCounts>
}

export function prepareSchema(db: Database): Statements {
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.exec(SCHEMA)
  return {
    markRecent: db.prepare(
      'INSERT INTO recent (key, until) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET until = excluded.until WHERE recent.until <= ?',
    ),
    markSeen: db.prepare('INSERT OR IGNORE INTO seen (day, path, visitor) VALUES (?, ?, ?)'),
    addPageDay: db.prepare(add('page_days', 'day, path')),
    addPage: db.prepare(add('pages', 'path')),
    addDay: db.prepare(add('days', 'day')),
    forgetRecent: db.prepare('DELETE FROM recent WHERE until <= ?'),
    forgetSeenBefore: db.prepare('DELETE FROM seen WHERE day < ?'),
    forgetPageDaysBefore: db.prepare('DELETE FROM page_days WHERE day < ?'),
    site: db.prepare('SELECT COALESCE(SUM(views), 0) AS views, COALESCE(SUM(visitors), 0) AS visitors FROM days'),
    page: db.prepare('SELECT views, visitors FROM pages WHERE path = ?'),
    pages: db.prepare(
      'SELECT path, SUM(views) AS views, SUM(visitors) AS visitors FROM page_days WHERE day BETWEEN ? AND ? GROUP BY path ORDER BY views DESC, path',
    ),
    days: db.prepare('SELECT day AS date, views, visitors FROM days WHERE day BETWEEN ? AND ? ORDER BY day'),
  }
}
