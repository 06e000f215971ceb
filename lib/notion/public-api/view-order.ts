// The order of a database's rows as its owner sees them: the first view (tab) that shows any
// row, queried through the Views API (2025-09-03), as the /api/v3 source takes the first view
// with results. Menus follow it (a SubMenu joins the Menu above it).
import { compactId } from '../records'
import type { ApiObject, PublicApiReader } from './reader'
import { isUnreadable } from './tree'

/** The view's row ids, or undefined when no view shows a row (or views cannot be read). */
export async function viewRowOrder(reader: PublicApiReader, databaseId: string): Promise<string[] | undefined> {
  try {
    for (const viewId of await reader.views(databaseId)) {
      const ids = await reader.viewRowIds(viewId)
      // A view filtered down to nothing (a "Drafts" tab placed first, say) is not the blog's order.
      if (ids.length > 0) return ids
    }
  } catch (error) {
    // An integration without the Views API (or a view not shared) keeps the query's order.
    if (!isUnreadable(error)) throw error
  }
  return undefined
}

/** The rows in the view's order (only those it shows, as /api/v3 lists them); else as queried. */
export function inViewOrder(rows: ApiObject[], order: string[] | undefined): ApiObject[] {
  if (!order) return rows
  const byId = new Map(rows.map((row) => [compactId(row.id), row]))
  return order.flatMap((id) => byId.get(compactId(id)) ?? [])
}
