// Build step: writes the full-text index of every workspace (default and language sites) to
// the data cache (.next/cache/folio/search-index-<root>.json), so the first visitor of a new
// deploy gets it at once and the article bodies are in the page cache for the build.
//   npx tsx lib/search/prebuild.ts     (run before `next build`)
// A failure is reported but does not fail the build: /api/search-index builds it on demand.
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { getSiteData } from '@/lib/data/site-data'
import { languagePrefixes } from '@/lib/feeds/language-sites'
import { getSearchIndex } from './index-store'

export async function prebuildSearchIndexes(
  log: (line: string) => void = console.log,
): Promise<boolean> {
  try {
    const { config } = await getSiteData()
    for (const lang of [undefined, ...languagePrefixes(config)]) {
      const started = Date.now()
      const payload = await getSearchIndex(lang)
      const kB = (Buffer.byteLength(JSON.stringify(payload)) / 1024).toFixed(1)
      log(
        `[search] index${lang ? ` (${lang})` : ''}: ${payload.docs.length} posts, ${kB} kB, ${Date.now() - started} ms`,
      )
    }
    return true
  } catch (error) {
    console.error(
      `[search] index not prebuilt (built on first request instead): ${(error as Error).message}`,
    )
    return false
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await prebuildSearchIndexes()
}
