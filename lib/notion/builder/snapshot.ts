// Writes pages of a workspace as a snapshot directory: one `<32 hex id>.json` per page, each
// holding what getPage(id) returns.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { compactId } from './ids'
import type { EmitOptions } from './emit'
import type { NotionWorkspace } from './workspace'

export function snapshotFileName(pageId: string): string {
  return `${compactId(pageId)}.json`
}

/** Top-level pages, full-page databases and their rows (not rows of inline databases). */
export function allPageIds(ws: NotionWorkspace): string[] {
  const fullPageCollections = new Set(
    [...ws.databases.values()]
      .filter((db) => ws.blocks.get(db.blockId)?.type === 'collection_view_page')
      .map((db) => db.collectionId),
  )
  return [...ws.blocks.values()]
    .filter(
      (b) =>
        b.type === 'collection_view_page' ||
        (b.type === 'page' && b.parent_table === 'space') ||
        (b.parent_table === 'collection' && fullPageCollections.has(b.parent_id)),
    )
    .map((b) => b.id)
}

export interface WriteSnapshotOptions extends EmitOptions {
  /** Pages to write (default: allPageIds). */
  pageIds?: string[]
  /** Indent JSON for readable diffs (default true). */
  pretty?: boolean
}

/** Returns the written file names. */
export function writeSnapshot(
  dir: string,
  ws: NotionWorkspace,
  options: WriteSnapshotOptions = {},
): string[] {
  const { pageIds = allPageIds(ws), pretty = true, ...emit } = options
  mkdirSync(dir, { recursive: true })
  return pageIds.map((id) => {
    const name = snapshotFileName(id)
    const json = JSON.stringify(ws.getPage(id, emit), null, pretty ? 2 : undefined)
    writeFileSync(join(dir, name), `${json}\n`)
    return name
  })
}
