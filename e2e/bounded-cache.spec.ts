// What a visitor can multiply must not grow the server's cache without limit: 500 distinct
// search keywords, plus made-up categories, tags, page numbers, slugs and query variants, keep
// no file of their own in the build folder (each keyword used to add an ISR page pair). The
// folder's growth is also bounded, loosely: tests in the other worker render pages meanwhile.
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from './test'

// The default server's build (playwright.config.ts serves the default build from here).
const SERVER_DIR = path.join(process.env.FOLIO_DIST_DIR || '.next', 'server')

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? listFiles(full) : [full]
  })
}

async function inBatches(paths: string[], get: (p: string) => Promise<unknown>, size = 8) {
  for (let i = 0; i < paths.length; i += size) await Promise.all(paths.slice(i, i + size).map(get))
}

test('500 search keywords and made-up list URLs keep no file of their own', async ({ request }) => {
  test.setTimeout(240_000)
  const before = new Set(listFiles(SERVER_DIR))
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
  const added = listFiles(SERVER_DIR).filter((file) => !before.has(file))
  // A file named after one of this run's made-up words or page numbers is one they made.
  const theirs = added.filter((file) => file.includes(run) || /page\/10[0-3]\d\b/.test(file))
  console.log(`[bounded-cache] ${keywords.length + madeUp.length} URLs: ${theirs.length} files of their own, ${added.length} new under ${SERVER_DIR} in all`)
  expect(theirs).toEqual([])
  expect(added.length).toBeLessThan(300)
})
