// What a visitor can multiply must not grow the server's cache without limit: 500 distinct
// search keywords, plus made-up categories, tags, page numbers, slugs and query variants, add
// fewer than 300 files to the build folder (each keyword used to add an ISR page pair).
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from './test'

// The default server's build (playwright.config.ts serves the default build from here).
const SERVER_DIR = path.join(process.env.FOLIO_DIST_DIR || '.next', 'server')

function countFiles(dir: string): number {
  let count = 0
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    count += statSync(full).isDirectory() ? countFiles(full) : 1
  }
  return count
}

async function inBatches(paths: string[], get: (p: string) => Promise<unknown>, size = 8) {
  for (let i = 0; i < paths.length; i += size) await Promise.all(paths.slice(i, i + size).map(get))
}

test('500 search keywords and made-up list URLs add fewer than 300 files', async ({ request }) => {
  test.setTimeout(240_000)
  const before = countFiles(SERVER_DIR)
  const run = Date.now().toString(36)
  const keywords = Array.from({ length: 500 }, (_, i) => `/search/${run}-kw-${i}`)
  const madeUp = Array.from({ length: 40 }, (_, i) => [
    `/category/${run}-c${i}`,
    `/tag/${run}-t${i}`,
    `/page/${1000 + i}`,
    `/article/${run}-nope-${i}`,
    `/?theme=${run}${i}`,
    `/?lang=x${i}`,
  ]).flat()
  const statuses = new Map<number, number>()
  await inBatches([...keywords, ...madeUp], async (p) => {
    const response = await request.get(p, { maxRedirects: 0 })
    statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1)
  })
  expect(statuses.get(500) ?? 0).toBe(0)
  const grown = countFiles(SERVER_DIR) - before
  console.log(`[bounded-cache] ${keywords.length + madeUp.length} URLs added ${grown} files under ${SERVER_DIR}`)
  expect(grown).toBeLessThan(300)
})
