// Which records' files the site may hand out: a visible row's own (cover, icon, files
// properties) and everything in its body, the Config row's, and the root database's cover
// and icon. Hidden, draft, scheduled and locked posts are not visible rows, so their files
// and their bodies' files are refused, even though they sit in the same database.

export interface ShownRecords {
  /** Compact ids of rows whose page a visitor may see: routable and not locked, plus the Config row. */
  rows: ReadonlySet<string>
  /** The root database pages (compact ids): one per language workspace. */
  rootIds: ReadonlySet<string>
  /** Locked posts (compact ids): their cover and icon show in lists; their body's files need a grant. */
  locked: ReadonlySet<string>
}

/** Whether the file lies in a locked post's body (owners: as for isShownFile). */
export function lockedPostOf(owners: readonly string[], shown: ShownRecords): string | undefined {
  return owners.find((id) => shown.locked.has(id))
}

/**
 * `owners`: the record and everything above it, nearest first (PageSource.fileContext).
 * The root page's own files are shown, and so are its database's (owners[1] is then the root).
 */
export function isShownFile(owners: readonly string[], table: 'block' | 'collection', shown: ShownRecords, slot?: string): boolean {
  if (owners.some((id) => shown.rows.has(id))) return true
  // A locked post's own cover and icon are in every list that shows it (never its body).
  if (table === 'block' && (slot === 'cover' || slot === 'icon') && owners[0] && shown.locked.has(owners[0])) return true
  const root = owners[table === 'block' ? 0 : 1]
  return root !== undefined && shown.rootIds.has(root)
}
