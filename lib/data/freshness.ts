// Deciding whether a freshly fetched workspace may replace the last good one.
import { createHash } from 'node:crypto'
import type { WorkspaceSnapshot } from './fetch-workspace'

/** Why the new index looks broken next to the last good one, or null when it looks fine. */
export function suspiciousShrink(
  next: WorkspaceSnapshot,
  lastGood: WorkspaceSnapshot | undefined,
): string | null {
  if (!lastGood) return null
  const before = lastGood.index.rows.length
  const after = next.index.rows.length
  if (before > 0 && after === 0) return `the database returned no rows (last good data had ${before})`
  // Owners do delete posts, but losing most of a sizeable site at once is what a failed or
  // truncated query looks like.
  if (before >= 10 && after < before / 2) {
    return `the database returned ${after} rows, less than half of the last good ${before}`
  }
  return null
}

/** A smaller index the guard refused, and how many refreshes in a row returned exactly it. */
export interface ShrinkWatch {
  /** Digest of the sorted row ids. */
  rows: string
  times: number
}

/** Refreshes in a row that must return the same smaller index before it is believed. */
export const SHRINK_CONFIRMATIONS = 3

export interface ShrinkVerdict {
  accept: boolean
  /** What to log; null when the index looks fine. */
  message: string | null
  watch?: ShrinkWatch
}

const rowsDigest = (s: WorkspaceSnapshot) =>
  createHash('sha256').update(s.index.rows.map((r) => r.id).sort().join(',')).digest('hex')

/**
 * The shrink guard with its way out: a truncated query returns a different cut each time, an
 * owner who really deleted most rows gets the same rows back on every refresh. An empty
 * database is never accepted this way (what an outage answering "no access" looks like).
 */
export function judgeShrink(
  next: WorkspaceSnapshot,
  lastGood: WorkspaceSnapshot | undefined,
  watch: ShrinkWatch | undefined,
): ShrinkVerdict {
  const why = suspiciousShrink(next, lastGood)
  if (!why) return { accept: true, message: null }
  if (next.index.rows.length === 0) return { accept: false, message: why }
  const rows = rowsDigest(next)
  const times = watch?.rows === rows ? watch.times + 1 : 1
  if (times >= SHRINK_CONFIRMATIONS) {
    return { accept: true, message: `${why}; publishing it: the same rows came back on ${times} refreshes in a row` }
  }
  return {
    accept: false,
    message: `${why} (${times} of ${SHRINK_CONFIRMATIONS} identical refreshes publish it)`,
    watch: { rows, times },
  }
}
