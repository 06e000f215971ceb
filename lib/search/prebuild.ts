// Build step: builds the full-text index of every workspace (default and language sites),
// keeps it in the data cache (.next/cache/folio/search-index-<root>.json, so the first visitor
// of a new deploy gets it at once and the bodies are in the page cache for the build), and
// writes it to public/ (lib/search/static-file.ts) so search also works on a static deploy,
// where /api/search-index does not exist.
//   npx tsx lib/search/prebuild.ts     (run before `next build`)
// A failure is reported but does not fail the build: /api/search-index builds it on demand.
// Each file is replaced atomically (a server never sees it missing); files of language sites no
// longer configured are removed, and a failed build removes them all, so no old file (which
// could hold a post hidden since) is left behind.
import { readdir, rm } from 'node:fs/promises'
import path, { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { writeJsonAtomic } from '@/lib/data/disk-cache'
import { getSiteData } from '@/lib/data/site-data'
import { languagePrefixes } from '@/lib/feeds/language-sites'
import { getSearchIndex } from './index-store'
import { STATIC_INDEX_PREFIX, staticIndexFileName } from './static-file'

interface Options {
  log?: (line: string) => void
  /** Where the static files go; the project's public/ by default. */
  publicDir?: string
}

/** Removes the static index files in `dir` except those named in `keep`. */
async function removeStaticIndexes(dir: string, keep: readonly string[] = []): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[])
  await Promise.all(
    names
      .filter((n) => n.startsWith(STATIC_INDEX_PREFIX) && n.endsWith('.json') && !keep.includes(n))
      .map((n) => rm(path.join(dir, n), { force: true })),
  )
}

export async function prebuildSearchIndexes({
  log = console.log,
  publicDir = path.join(process.cwd(), 'public'),
}: Options = {}): Promise<boolean> {
  try {
    const { config } = await getSiteData()
    const written: string[] = []
    for (const lang of [undefined, ...languagePrefixes(config)]) {
      const started = Date.now()
      const payload = await getSearchIndex(lang)
      const file = path.join(publicDir, staticIndexFileName(lang))
      await writeJsonAtomic(file, payload)
      written.push(path.basename(file))
      const kB = (Buffer.byteLength(JSON.stringify(payload)) / 1024).toFixed(1)
      log(
        `[search] index${lang ? ` (${lang})` : ''}: ${payload.docs.length} posts, ${kB} kB, ${Date.now() - started} ms → public/${path.basename(file)}`,
      )
    }
    await removeStaticIndexes(publicDir, written)
    return true
  } catch (error) {
    await removeStaticIndexes(publicDir)
    console.error(
      `[search] index not prebuilt (built on first request instead; no static file): ${(error as Error).message}`,
    )
    return false
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  // Run before `next build`, outside Next: read .env / .env.local as Next will, or a workspace
  // named only there would be indexed as the demo.
  const { loadEnvConfig } = await import('@next/env')
  loadEnvConfig(process.cwd())
  await prebuildSearchIndexes()
}
