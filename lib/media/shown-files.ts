// Which records' files the site may hand out: a visible row's own (cover, icon, files
// properties) and everything in its body, the Config row's, and the root database's cover
// and icon. Hidden, draft, scheduled and locked posts are not visible rows, so their files
// and their bodies' files are refused, even though they sit in the same database.

export interface ShownRecords {
  /** Compact ids of rows whose page a visitor may see: routable and not locked, plus the Config row. */
  rows: ReadonlySet<string>
  /** The root database pages (compact ids): one per language workspace. */
  rootIds: ReadonlySet<string>
}

/**
 * `owners`: the record and everything above it, nearest first (PageSource.fileContext).
 * The root page's own files are shown, and so are its database's (owners[1] is then the root).
 */
export function isShownFile(owners: readonly string[], table: 'block' | 'collection', shown: ShownRecords): boolean {
  if (owners.some((id) => shown.rows.has(id))) return true
  const root = owners[table === 'block' ? 0 : 1]
  return root !== undefined && shown.rootIds.has(root)
}
