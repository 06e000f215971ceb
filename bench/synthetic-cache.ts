// A synthetic workspace written once into a folder and reused after: the scale tests' (unit and
// e2e) 10,000 posts take about 8 s to write. One writer at a time: whoever takes the lock
// writes into a partial folder and renames it into place; the others wait for the folder.
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { syntheticRootId, writeSyntheticWorkspace, type SyntheticOptions } from './synthetic'

/** How long a caller waits for another one writing the same workspace. */
const WAIT_FOR_WRITER_MS = 180_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The workspace in `dir` (written unless there): its blog database page, 32 hex. */
export async function cachedSyntheticWorkspace(dir: string, options: SyntheticOptions): Promise<string> {
  const rootId = syntheticRootId(options.seed)
  if (existsSync(dir)) return rootId
  const lock = `${dir}.lock`
  try {
    mkdirSync(lock)
  } catch {
    const until = Date.now() + WAIT_FOR_WRITER_MS
    while (!existsSync(dir)) {
      if (Date.now() > until) throw new Error(`${dir} was not written within ${WAIT_FOR_WRITER_MS / 1000} s`)
      await sleep(200)
    }
    return rootId
  }
  try {
    const partial = mkdtempSync(`${dir}.partial-`)
    writeSyntheticWorkspace(partial, options)
    renameSync(partial, dir)
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
  return rootId
}
