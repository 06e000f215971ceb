// A static host cannot check a password, so a static export leaves locked posts out entirely
// (no URL, card, feed entry, sitemap line or search document) rather than shipping them.
// Dropped where the site is built from its rows, so every list, count and index agrees.
import type { WorkspaceRow } from '@/lib/site/workspace'
import { isStaticExport } from './mode'

// One set per process: the pages and the API routes each bundle their own copy of this module.
const shared = globalThis as typeof globalThis & { __folioExportLeftOut?: Set<string> }
const reported = (shared.__folioExportLeftOut ??= new Set<string>())

/** Rows a static export may publish: all of them outside an export. Warns once per left-out row. */
export function rowsForExport<R extends Pick<WorkspaceRow, 'id' | 'title' | 'password'>>(
  rows: readonly R[],
  exporting: boolean = isStaticExport(),
  warn: (line: string) => void = console.warn,
): R[] {
  if (!exporting) return [...rows]
  return rows.filter((row) => {
    if (!row.password) return true
    if (!reported.has(row.id)) {
      reported.add(row.id)
      warn(`[export] locked post left out (a static host cannot check its password): "${row.title}" (${row.id})`)
    }
    return false
  })
}
