// Deciding whether a freshly fetched workspace may replace the last good one.
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
