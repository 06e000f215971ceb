// A small JSON file cache under .next/cache (kept between builds by Next.js hosts).
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

export function cacheDir(): string {
  return process.env.FOLIO_CACHE_DIR ?? path.join(process.cwd(), '.next', 'cache', 'folio')
}

export async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T
  } catch {
    return undefined
  }
}

/** Writes through a temporary file so a reader never sees half a file. */
export async function writeJsonAtomic(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`
  // `<` only occurs inside JSON strings; \u003c reads the same and never opens a tag if sniffed as HTML.
  await writeFile(tmp, JSON.stringify(value).replaceAll('<', '\\u003c'))
  await rename(tmp, file)
}
