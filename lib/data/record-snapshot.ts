// `npm run snapshot`: records a workspace into a directory of `<id>.json` record maps that
// NOTION_SNAPSHOT_DIR can serve. Written to a temporary folder and moved into place at the end,
// so a failure never leaves half a snapshot.
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
  rootId: string
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

export async function recordSnapshot(o: SnapshotOptions): Promise<SnapshotSummary> {
  const outDir = path.resolve(o.outDir)
  const tmpDir = `${outDir}.partial-${process.pid}`
  await rm(tmpDir, { recursive: true, force: true })
  await mkdir(tmpDir, { recursive: true })
  let bytes = 0
  const save = async (id: string, recordMap: unknown) => {
    const text = JSON.stringify(recordMap)
    bytes += Buffer.byteLength(text)
    await writeFile(path.join(tmpDir, `${id}.json`), text)
  }
  try {
    const root = await o.source.getPage(o.rootId, { signFiles: false })
    const index = readWorkspaceIndex(root, o.rootId, o.names, o.images)
    await save(index.rootId, root)
    // Drafts are left out on purpose: a snapshot is shareable data.
    const ids = index.rows.filter((r) => rowStatus(r, o.rules) !== undefined).map((r) => r.id)
    let done = 0
    o.onProgress?.(0, ids.length, index.rootId)
    const queue = [...ids]
    const worker = async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        try {
          await save(id, await o.source.getPage(id))
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
    await rm(outDir, { recursive: true, force: true })
    await rename(tmpDir, outDir)
    return { pages: ids.length + 1, bytes, outDir, calls: o.source.callCounts() }
  } catch (error) {
    await rm(tmpDir, { recursive: true, force: true })
    throw error
  }
}
