// Two production instances of one build sharing Redis (issue 16, part 3), run after the build
// by scripts/test-all.sh:  npx tsx e2e/redis/shared-cache.ts   (FOLIO_DIST_DIR: the build, .next)
// Shows one Notion refresh for both, the same page from both, revalidation seen by both,
// unlock attempts counted across both, one readership count for both (ANALYTICS_FOLIO_ENABLED),
// and both still serving (pages, views, figures) once redis-server is stopped.
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CLIENT_FAILURE_LIMIT } from '@/lib/lock/limits'
import { startNotionStub, type NotionStub } from '@/lib/notion/stub'
import { redisServerInstalled, startInstance, startRedis, type Process } from './processes'
import { copyDemoWorkspace, retitlePost } from './workspace-copy'

const REDIS_PORT = Number(process.env.REDIS_TEST_PORT ?? 6391)
const PORTS = [3441, 3442] as const
const SECRET = 'shared-cache-test'
const LOCKED_POST_PATH = '/article/letter-to-future-me'
const NEW_TITLE = 'Retitled on one instance'

if (!redisServerInstalled()) {
  const bar = '!'.repeat(78)
  const why = 'redis-server is not installed and\n!!! scripts/install-redis.sh could not install it (Debian package redis-server).'
  // In CI a suite that cannot run is a failure, never a pass.
  if (process.env.CI) {
    console.log(`\n${bar}\n!!! FAILED: the several-instances-on-Redis test cannot run: ${why}\n${bar}\n`)
    process.exit(1)
  }
  console.log(`\n${bar}\n!!! SKIPPED: the several-instances-on-Redis test. ${why}\n${bar}\n`)
  process.exit(0)
}

const queries = (stub: NotionStub) => stub.callCounts().queryCollection ?? 0

async function get(base: string, route: string): Promise<{ status: number; text: string }> {
  const answer = await fetch(base + route, { signal: AbortSignal.timeout(20_000) })
  return { status: answer.status, text: await answer.text() }
}

interface Listed {
  posts: Array<{ id: string; href: string; title: string }>
}

function unlock(base: string, postId: string) {
  return fetch(`${base}/api/unlock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '2001:db8::77' },
    body: JSON.stringify({ postId, password: 'not the password' }),
  }).then((r) => r.status)
}

/** A view as a reader's browser posts it (each `reader` a visitor of its own). */
function postView(base: string, path: string, reader: number) {
  return fetch(`${base}/api/readership/view`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Reader/${reader}` },
    body: JSON.stringify({ path }),
    signal: AbortSignal.timeout(10_000),
  }).then((r) => r.status)
}

async function pageViews(base: string, path: string): Promise<number> {
  const answer = await get(base, `/api/readership/figures?path=${encodeURIComponent(path)}`)
  assert.equal(answer.status, 200, `${base} figures: ${answer.status} ${answer.text}`)
  return (JSON.parse(answer.text) as { page: { views: number } }).page.views
}

/** Waits (the instances write their views about every second) until `check` holds. */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  assert.fail(`never: ${what}`)
}

const lockedPostId = (html: string) => /"post":\{[^]*?"id":"([0-9a-f]{32})"/.exec(html)?.[1]

async function run(bases: string[], stub: NotionStub, workspaceDir: string, redis: Process): Promise<void> {
  const [a, b] = bases as [string, string]

  // Both instances start cold and are asked for the site at the same moment.
  stub.resetCalls()
  const lists = await Promise.all([a, b, a, b].map((base) => get(base, '/api/posts?list=home&page=1')))
  assert.deepEqual(lists.map((l) => l.status), [200, 200, 200, 200])
  const coldQueries = queries(stub)
  assert.ok(coldQueries > 0, 'the site index was read from the Notion stub')
  // Two instances refreshing apart would each send the same requests: here none is sent twice.
  const requests = stub.calls.map((c) => `${c.endpoint} ${JSON.stringify(c.body)}`)
  assert.equal(new Set(requests).size, requests.length, `a Notion request was sent twice:\n${requests.join('\n')}`)
  console.log(`  ok  one Notion refresh for both instances (${requests.length} requests, none twice)`)

  // A post edited in Notion, then revalidated on instance A only.
  const post = (JSON.parse(lists[0]?.text ?? '{}') as Listed).posts[0]
  assert.ok(post, 'the home list has a post')
  retitlePost(workspaceDir, post.id, NEW_TITLE)
  stub.reload()
  stub.resetCalls()
  const revalidate = await fetch(`${a}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET },
    body: JSON.stringify({ paths: ['/', post.href] }),
  })
  assert.equal(revalidate.status, 200, await revalidate.clone().text())
  const refreshQueries = queries(stub)
  assert.ok(refreshQueries > 0, 'the revalidation read the index from Notion again')
  const pages = await Promise.all([a, b].map((base) => get(base, post.href)))
  for (const page of pages) assert.equal(page.status, 200)
  assert.ok(pages[0]?.text.includes(NEW_TITLE), 'instance A serves the revalidated article')
  assert.ok(pages[1]?.text.includes(NEW_TITLE), 'instance B serves the article A revalidated')
  assert.equal(pages[0]?.text, pages[1]?.text, 'both instances serve the same page')
  const homes = await Promise.all([a, b].map((base) => get(base, '/')))
  assert.equal(homes[0]?.text, homes[1]?.text, 'both instances serve the same home page')
  // B's own data layer takes A's refreshed index: its next read asks Notion nothing.
  const listedByB = await get(b, '/api/posts?list=home&page=1')
  assert.ok(listedByB.text.includes(NEW_TITLE), 'instance B lists the new title')
  assert.equal(queries(stub), refreshQueries, 'instance B did not refresh from Notion again')
  console.log('  ok  the same pages from both; revalidation on A is seen by B; B took A\'s refresh')

  // Wrong passwords count across the instances: the limit is reached wherever they land.
  const postId = lockedPostId((await get(a, LOCKED_POST_PATH)).text)
  assert.ok(postId, 'the locked demo post is found')
  const statuses: number[] = []
  for (let i = 0; i < CLIENT_FAILURE_LIMIT; i++) statuses.push(await unlock(i % 2 ? b : a, postId))
  assert.deepEqual(statuses, Array(CLIENT_FAILURE_LIMIT).fill(401))
  assert.equal(await unlock(b, postId), 429, 'the next attempt is refused on B')
  assert.equal(await unlock(a, postId), 429, 'and on A')
  console.log(`  ok  ${CLIENT_FAILURE_LIMIT} wrong passwords over both instances reach the limit on both`)

  // Folio's readership counter: views posted to either instance are one count, the same on both.
  const viewsBefore = await pageViews(a, post.href)
  assert.equal(await pageViews(b, post.href), viewsBefore, 'both instances read the same figures')
  const posted = await Promise.all([1, 2, 3, 4].map((reader) => postView(reader % 2 ? a : b, post.href, reader)))
  assert.deepEqual(posted, [204, 204, 204, 204])
  const counted = viewsBefore + 4
  await eventually(async () => (await pageViews(a, post.href)) === counted && (await pageViews(b, post.href)) === counted, `${counted} views on both`)
  // A reload (the same reader again) on the other instance is still within the window.
  assert.equal(await postView(b, post.href, 1), 204)
  await new Promise((resolve) => setTimeout(resolve, 2500))
  assert.deepEqual([await pageViews(a, post.href), await pageViews(b, post.href)], [counted, counted], 'a reload on the other instance did not count')
  console.log('  ok  views posted to both instances are one count, read the same from both; a reload on the other counts nothing')

  // Redis goes away mid-run: both keep serving from their own memory and disk.
  await redis.stop()
  for (const base of bases) {
    for (const route of ['/', post.href, '/archive', '/api/posts?list=home&page=1', LOCKED_POST_PATH]) {
      const started = Date.now()
      const { status } = await get(base, route)
      assert.ok(status < 500, `${base}${route} answered ${status} without Redis`)
      assert.ok(Date.now() - started < 10_000, `${base}${route} took ${Date.now() - started} ms without Redis`)
    }
    assert.ok((await unlock(base, postId)) < 500, 'unlock answers without Redis')
    // The counter: a view is still answered at once, the figures fail as figures (503: hidden).
    const started = Date.now()
    assert.equal(await postView(base, post.href, 9), 204, 'a view is answered without Redis')
    const figures = await get(base, `/api/readership/figures?path=${encodeURIComponent(post.href)}`)
    assert.ok([200, 503].includes(figures.status), `figures answered ${figures.status} without Redis`)
    assert.ok(Date.now() - started < 10_000, `the counter took ${Date.now() - started} ms without Redis`)
  }
  console.log('  ok  both instances still serve (no 5xx but the figures\' 503) after redis-server stopped')
}

async function main(): Promise<void> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'folio-redis-'))
  const workspaceDir = path.join(tmp, 'workspace')
  copyDemoWorkspace(workspaceDir)
  const stub = await startNotionStub({ dir: workspaceDir })
  const redis = await startRedis(REDIS_PORT)
  const instances: Array<Process & { base: string }> = []
  let failed = false
  try {
    const distDir = process.env.FOLIO_DIST_DIR || '.next'
    for (const [i, port] of PORTS.entries()) {
      instances.push(
        await startInstance({
          port,
          distDir,
          notionUrl: stub.url,
          cacheDir: path.join(tmp, `cache-${i}`),
          redisUrl: `redis://127.0.0.1:${REDIS_PORT}`,
          env: { REVALIDATE_SECRET: SECRET, NOTION_INDEX_TTL_SECONDS: '3600', ANALYTICS_FOLIO_ENABLED: 'true' },
        }),
      )
    }
    console.log(`Two instances (${PORTS.join(', ')}) of ${distDir} sharing redis-server on ${REDIS_PORT}:`)
    await run(instances.map((i) => i.base), stub, workspaceDir, redis)
    const warned = instances.every((i) => i.log().some((line) => line.includes('[redis]')))
    assert.ok(warned, 'each instance logged a warning about Redis')
  } catch (error) {
    failed = true
    console.error(error)
    for (const [i, instance] of instances.entries()) console.error(`--- instance ${i} log:\n${instance.log().slice(-40).join('\n')}`)
  } finally {
    await Promise.all(instances.map((i) => i.stop()))
    await redis.stop()
    await stub.close()
    rmSync(tmp, { recursive: true, force: true })
  }
  if (failed) process.exit(1)
  console.log('Several instances on Redis: all checks passed')
}

void main()
