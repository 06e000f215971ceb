// `npm run snapshot`: records workspaces into a directory of `<id>.json` record maps that
// NOTION_SNAPSHOT_DIR can serve. The root maps hold every row, drafts and passwords included:
// a snapshot is private data. Written to a temporary folder and moved into place at the end,
// so a failure never leaves half a snapshot (abandonSnapshot cleans up after an interruption).
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { ImageUrlOptions } from '@/lib/notion/image-url'
import type { PageSource } from '@/lib/notion/source'
import { readWorkspaceIndex } from '@/lib/notion/workspace-index'
import type { SiteRules } from '@/lib/site/rules'
import { rowStatus } from '@/lib/site/visibility'
import type { PropertyNames } from '@/lib/site/workspace'

export interface SnapshotOptions {
  source: PageSource
  /** Every workspace to record (the default one and each language's), into the same folder. */
  rootIds: readonly string[]
  outDir: string
  names: PropertyNames
  rules: SiteRules
  images: ImageUrlOptions
  concurrency?: number
  onProgress?: (done: number, total: number, pageId: string) => void
}

export interface SnapshotSummary {
  pages: number
  bytes: number
  outDir: string
  calls: Record<string, number>
}

/** Where this process writes a snapshot before moving it into place. */
export function partialDirOf(outDir: string): string {
  return `${path.resolve(outDir)}.partial-${process.pid}`
}

/** Where this process keeps the previous snapshot during the swap. */
function previousDirOf(outDir: string): string {
  return `${path.resolve(outDir)}.previous-${process.pid}`
}

/**
 * Undoes an unfinished recordSnapshot (signal, crash, exit): removes the half-written folder
 * and puts the previous snapshot back if the swap was cut short. Synchronous, for exit handlers.
 */
export function abandonSnapshot(outDir: string): void {
  rmSync(partialDirOf(outDir), { recursive: true, force: true })
  const previous = previousDirOf(outDir)
  if (!existsSync(previous)) return
  if (existsSync(path.resolve(outDir))) rmSync(previous, { recursive: true, force: true })
  else renameSync(previous, path.resolve(outDir))
}

const SNAPSHOT_FILE = /^[0-9a-f]{32}\.json$/

/**
 * The snapshot replaces outDir as a whole, so outDir must hold nothing but an earlier snapshot:
 * `NOTION_SNAPSHOT_DIR=.` or a folder of other files would otherwise be wiped. Checked before
 * any Notion call.
 */
export function assertSnapshotTarget(outDir: string): void {
  const target = path.resolve(outDir)
  const relative = path.relative(target, process.cwd())
  if (!relative.startsWith('..') && !path.isAbsolute(relative)) {
    throw new Error(`${target} holds the current folder; name a folder of its own for the snapshot (e.g. snapshot/)`)
  }
  if (!existsSync(target)) return
  const others = readdirSync(target).filter((name) => !SNAPSHOT_FILE.test(name))
  if (others.length > 0) {
    const named = others.slice(0, 3).join(', ') + (others.length > 3 ? ', …' : '')
    throw new Error(`${target} holds files that are not a snapshot (${named}); a snapshot replaces its folder, so name an empty or new one`)
  }
}

/** Replaces outDir with tmpDir; the old copy is kept aside until the new one is in place. */
async function swapInto(tmpDir: string, outDir: string): Promise<void> {
  const previous = previousDirOf(outDir)
  await rm(previous, { recursive: true, force: true })
  if (existsSync(outDir)) await rename(outDir, previous)
  await rename(tmpDir, outDir)
  await rm(previous, { recursive: true, force: true })
}

/** Reads one page, naming it in any failure (the underlying error names the endpoint). */
async function readPage(source: PageSource, id: string, signFiles: boolean) {
  try {
    return await source.getPage(id, { signFiles })
  } catch (error) {
    const message = (error as Error).message
    if (message.startsWith(`page ${id}:`)) throw error
    throw new Error(`page ${id}: ${message}`, { cause: error })
  }
}

export async function recordSnapshot(o: SnapshotOptions): Promise<SnapshotSummary> {
  const outDir = path.resolve(o.outDir)
  assertSnapshotTarget(outDir)
  const tmpDir = partialDirOf(outDir)
  await rm(tmpDir, { recursive: true, force: true })
  await mkdir(tmpDir, { recursive: true })
  let bytes = 0
  const save = async (id: string, recordMap: unknown) => {
    const text = JSON.stringify(recordMap)
    bytes += Buffer.byteLength(text)
    await writeFile(path.join(tmpDir, `${id}.json`), text)
  }
  try {
    const rowIds = new Set<string>()
    for (const rootId of new Set(o.rootIds)) {
      const root = await readPage(o.source, rootId, false)
      const index = readWorkspaceIndex(root, rootId, o.names, o.images)
      await save(index.rootId, root)
      // Draft bodies are not needed to serve the site.
      for (const r of index.rows) if (rowStatus(r, o.rules) !== undefined) rowIds.add(r.id)
    }
    const ids = [...rowIds]
    let done = 0
    o.onProgress?.(0, ids.length, o.rootIds[0] ?? '')
    const queue = [...ids]
    const worker = async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        try {
          await save(id, await readPage(o.source, id, true))
        } catch (error) {
          queue.length = 0 // the other workers stop taking pages
          throw error
        }
        o.onProgress?.(++done, ids.length, id)
      }
    }
    // Wait for every worker to stop before cleaning up, so no write lands after the rm.
    const results = await Promise.allSettled(Array.from({ length: o.concurrency ?? 4 }, worker))
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
    if (failure) throw failure.reason
    await swapInto(tmpDir, outDir)
    return { pages: ids.length + new Set(o.rootIds).size, bytes, outDir, calls: o.source.callCounts() }
  } catch (error) {
    abandonSnapshot(outDir)
    throw error
  }
}
