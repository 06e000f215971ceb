// What the readership counter keeps, behind one interface with two homes: SQLite on one
// server (sqlite-store.ts), Redis when several instances share one count (redis-store.ts).
// Views are exact; visitors are distinct visitor ids per day (exact in SQLite, HyperLogLog
// in Redis), and totals of visitors add up the days: the id changes daily on purpose.

/** One page view as the batcher hands it over. */
export interface CountedView {
  /** UTC day `yyyy-MM-dd` the view was received on. */
  day: string
  /** The page, as lib/readership/paths.ts writes it. */
  path: string
  /** The salted daily visitor id (lib/readership/visitor.ts); never the address. */
  visitor: string
  /** When it was received (ms), for the reload window. */
  at: number
}

export interface Counts {
  views: number
  visitors: number
}

export interface PathCounts extends Counts {
  path: string
}

export interface DayCounts extends Counts {
  date: string
}

export interface Figures {
  site: Counts
  page: Counts
}

/**
 * Every method rejects when the store cannot answer (file or server gone, slow): callers turn
 * that into "no figures", never into a failed page.
 */
export interface ReadershipStore {
  /**
   * Counts a batch in one transaction (SQLite) or one script (Redis). A view of the same path by
   * the same visitor within the reload window of an earlier one is not counted, which also makes
   * a batch retried after an ambiguous failure count once.
   */
  record(views: readonly CountedView[]): Promise<void>
  /** All-time totals of the site and of one page. */
  figures(path: string): Promise<Figures>
  /** Views and visitors per page over `days` (consecutive UTC days, oldest first). */
  pages(days: readonly string[]): Promise<PathCounts[]>
  /** The site's views and visitors on each of `days` that had any. */
  days(days: readonly string[]): Promise<DayCounts[]>
  close(): Promise<void>
}

/** A repeat of the same visitor and page within this time is a reload, not another view. */
export const RELOAD_WINDOW_MS = 30 * 60 * 1000

/** Per-page daily figures are kept this long (the longest report, /api/stats, reads 90 days). */
export const KEPT_DAYS = 90
