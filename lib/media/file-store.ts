// Kept copies of the files the site shows, on disk under FOLIO_CACHE_DIR: each is written once
// (a file's version is in its name, so a copy never changes), the folder stays under a size
// limit by removing the oldest copies first, and one fetch serves every concurrent request.
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

export interface KeptFile {
  contentType: string
  body: Buffer
  /** Where its record lay when fetched (FileContext.owners): checked again while Notion is down. */
  owners: string[]
}

interface Entry {
  name: string
  size: number
  at: number
}

const META_SUFFIX = '.json'

export function fileStore(dir: string, maxBytes: number) {
  const inFlight = new Map<string, Promise<KeptFile>>()
  let entries: Map<string, Entry> | undefined

  async function index(): Promise<Map<string, Entry>> {
    if (entries) return entries
    const found = new Map<string, Entry>()
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      if (name.endsWith(META_SUFFIX) || name.endsWith('.tmp')) continue
      const info = await stat(path.join(dir, name)).catch(() => undefined)
      if (info) found.set(name, { name, size: info.size, at: info.mtimeMs })
    }
    return (entries = found)
  }

  async function remove(name: string): Promise<void> {
    entries?.delete(name)
    await Promise.all([unlink(path.join(dir, name)), unlink(path.join(dir, name + META_SUFFIX))].map((p) => p.catch(() => {})))
  }

  /** Oldest first, until the folder fits (the copy just written stays, however large). */
  async function evict(keep: string): Promise<void> {
    const all = await index()
    let total = [...all.values()].reduce((sum, e) => sum + e.size, 0)
    for (const entry of [...all.values()].sort((a, b) => a.at - b.at)) {
      if (total <= maxBytes) break
      if (entry.name === keep) continue
      total -= entry.size
      await remove(entry.name)
    }
  }

  async function read(name: string): Promise<KeptFile | undefined> {
    try {
      const [body, meta] = await Promise.all([readFile(path.join(dir, name)), readFile(path.join(dir, name + META_SUFFIX), 'utf8')])
      const { contentType, owners } = JSON.parse(meta) as Omit<KeptFile, 'body'>
      return { body, contentType, owners }
    } catch {
      return undefined
    }
  }

  async function write(name: string, file: KeptFile): Promise<void> {
    await mkdir(dir, { recursive: true })
    const tmp = path.join(dir, `${name}.${process.pid}.${Date.now()}.tmp`)
    await writeFile(path.join(dir, name + META_SUFFIX), JSON.stringify({ contentType: file.contentType, owners: file.owners }))
    await writeFile(tmp, file.body)
    await rename(tmp, path.join(dir, name))
    ;(await index()).set(name, { name, size: file.body.length, at: Date.now() })
    await evict(name)
  }

  return {
    read,
    remove,
    /** The kept copy, or the one `fetch` brings (once, however many ask at the same time). */
    async getOrFetch(name: string, fetch: () => Promise<KeptFile>): Promise<KeptFile> {
      const kept = await read(name)
      if (kept) return kept
      let pending = inFlight.get(name)
      if (!pending) {
        pending = fetch()
          .then(async (file) => {
            await write(name, file).catch((error: unknown) => console.error(`[file] could not keep ${name}: ${(error as Error).message}`))
            return file
          })
          .finally(() => inFlight.delete(name))
        inFlight.set(name, pending)
      }
      return pending
    },
    /** Total bytes kept, for tests and health. */
    async size(): Promise<number> {
      return [...(await index()).values()].reduce((sum, e) => sum + e.size, 0)
    },
  }
}

export type FileStore = ReturnType<typeof fileStore>
