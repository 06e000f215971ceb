// Both Notion sources on one production build (issue 33), run after the build by scripts/test-all.sh:
//   npx tsx e2e/public-api/same-site.ts   (FOLIO_DIST_DIR: the build, .next)
// Two servers of the same build read the bundled demo workspace, one through /api/v3 (the v3
// stub) and one through Notion's public API (its stand-in, with an integration token). Every
// page is regenerated on each from its own source, then the two must show the same site: the
// same posts on home and in the archive, the same menus, site title and description, and for
// every article the same title, headings and paragraphs.
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEMO_SNAPSHOT_DIR } from '@/lib/data/settings'
import { MAX_REVALIDATE_PATHS } from '@/lib/feeds/revalidate'
import { startPublicNotionStub } from '@/lib/notion/public-stub'
import { startNotionStub } from '@/lib/notion/stub'
import { startInstance, type Process } from '../redis/processes'
import { pageFacts, type PageFacts } from './page-facts'

const PORT = Number(process.env.E2E_PUBLIC_API_PORT ?? 3461)
const SECRET = 'e2e-revalidate-secret-0123456789'
// Nothing may turn up through time: pages and the index stay fresh unless regenerated here.
const FRESH_FOR_AN_HOUR = { NOTION_INDEX_TTL_SECONDS: '3600', NEXT_REVALIDATE_SECOND: '3600', REVALIDATE_SECRET: SECRET }

type Instance = Process & { base: string }

async function text(url: string): Promise<string> {
  const answer = await fetch(url, { signal: AbortSignal.timeout(30_000) })
  assert.equal(answer.status, 200, `${url} answered ${answer.status}`)
  return answer.text()
}

/** The site's pages as this instance lists them: home, the lists, every post and page. */
async function sitePaths(base: string): Promise<string[]> {
  const { hrefs } = JSON.parse(await text(`${base}/api/post-hrefs`)) as { hrefs: string[] }
  return ['/', '/archive', '/category', '/tag', ...hrefs]
}

/** Regenerates every page from this instance's own source (the build's copies came from the snapshot). */
async function regenerate(base: string, paths: string[]): Promise<void> {
  for (let i = 0; i < paths.length; i += MAX_REVALIDATE_PATHS) await regenerateSome(base, paths.slice(i, i + MAX_REVALIDATE_PATHS))
}

async function regenerateSome(base: string, paths: string[]): Promise<void> {
  const answer = await fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET },
    body: JSON.stringify({ paths }),
  })
  const body = (await answer.json()) as { failed?: string[] }
  assert.equal(answer.status, 200, `revalidate on ${base}: ${answer.status} ${JSON.stringify(body)}`)
  assert.deepEqual(body.failed ?? [], [], `pages that failed to regenerate on ${base}`)
}

async function facts(base: string, paths: string[]): Promise<Map<string, PageFacts>> {
  const out = new Map<string, PageFacts>()
  for (const p of paths) out.set(p, pageFacts(await text(`${base}${p}`)))
  return out
}

async function run(v3: Instance, publicApi: Instance): Promise<void> {
  const paths = await sitePaths(v3.base)
  assert.deepEqual(await sitePaths(publicApi.base), paths, 'both sources list the same posts and pages')
  assert.ok(paths.length > 10, `the demo lists ${paths.length} pages`)
  await regenerate(v3.base, paths)
  await regenerate(publicApi.base, paths)
  const [fromV3, fromPublic] = [await facts(v3.base, paths), await facts(publicApi.base, paths)]
  const differing = paths.filter((p) => JSON.stringify(fromV3.get(p)) !== JSON.stringify(fromPublic.get(p)))
  if (differing.length) console.error(`  differing pages: ${differing.join(', ')}`)
  if (process.env.E2E_SHOW_DIFF) for (const p of differing) {
    const [a, b] = [fromV3.get(p) as PageFacts, fromPublic.get(p) as PageFacts]
    for (const key of Object.keys(a) as (keyof PageFacts)[]) {
      const [x, y] = [[a[key]].flat(), [b[key]].flat()]
      const only = (l: string[], r: string[]) => l.filter((v) => !r.includes(v))
      if (JSON.stringify(x) !== JSON.stringify(y)) console.error(`  ${p} ${key}: v3 only ${JSON.stringify(only(x, y)).slice(0, 300)} | public only ${JSON.stringify(only(y, x)).slice(0, 300)}${only(x, y).length + only(y, x).length === 0 ? ' (order)' : ''}`)
    }
  }
  for (const p of differing) {
    assert.deepEqual(fromPublic.get(p), fromV3.get(p), `${p} through the public API (actual) and through /api/v3 (expected)`)
  }
  const home = fromV3.get('/') as PageFacts
  assert.ok(home.postLinks.length > 3 && home.menu.length > 2, 'home shows posts and a menu')
  console.log(`  ok  ${paths.length} pages show the same title, menus, posts, headings and paragraphs through both sources`)
}

async function main(): Promise<void> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'folio-public-api-'))
  const v3Stub = await startNotionStub({ dir: DEMO_SNAPSHOT_DIR })
  const publicStub = await startPublicNotionStub({ dir: DEMO_SNAPSHOT_DIR })
  const distDir = process.env.FOLIO_DIST_DIR || '.next'
  const started: Instance[] = []
  let failed = false
  try {
    const common = { distDir, notionUrl: v3Stub.url }
    started.push(await startInstance({ ...common, port: PORT, cacheDir: path.join(tmp, 'v3'), env: FRESH_FOR_AN_HOUR }))
    const publicEnv = { ...FRESH_FOR_AN_HOUR, NOTION_API_TOKEN: publicStub.token, NOTION_PUBLIC_API_URL: publicStub.url, NOTION_PUBLIC_API_RATE: '200' }
    started.push(await startInstance({ ...common, port: PORT + 1, cacheDir: path.join(tmp, 'public'), env: publicEnv }))
    console.log(`Both Notion sources on ${distDir} (ports ${PORT}, ${PORT + 1}):`)
    await run(started[0] as Instance, started[1] as Instance)
    assert.ok((publicStub.callCounts()['blocks.children.list'] ?? 0) > 0, 'the public-API instance read its bodies from the stand-in')
  } catch (error) {
    failed = true
    console.error(error)
    for (const instance of started) console.error(`--- ${instance.base} log:\n${instance.log().slice(-30).join('\n')}`)
  } finally {
    for (const instance of started) await instance.stop()
    await v3Stub.close()
    await publicStub.close()
    rmSync(tmp, { recursive: true, force: true })
  }
  if (failed) process.exit(1)
  console.log('Both Notion sources: all checks passed')
}

await main()
