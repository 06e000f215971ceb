// Notion webhooks on a production build (issue 33), run after the build by scripts/test-all.sh:
//   npx tsx e2e/webhooks/live-update.ts   (FOLIO_DIST_DIR: the build, .next)
// A post edited in the Notion stub and announced with a signed event is served new on the post,
// home and search, without a rebuild and long before NEXT_REVALIDATE_SECOND (an hour here); an
// event with a bad signature is refused (401) and changes nothing.
import assert from 'node:assert/strict'
import { EDITED_POST, getText, msUntilServed, startLiveSite, WEBHOOK_SECRET, type LiveSite } from './live-site'

const PORT = Number(process.env.E2E_WEBHOOK_PORT ?? 3451)
const NEW_TITLE = 'A quieter home page'
const NEW_TEXT = 'Webhooks bring this sentence within seconds of the edit'
const NEW_WORD = 'Webhooks'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Until each page answers the same twice in a row, a second apart (its regeneration done). */
async function settledPages(urls: string[]): Promise<void> {
  for (const url of urls) {
    let last = await getText(url)
    for (let i = 0; i < 30; i++) {
      await pause(1000)
      const now = await getText(url)
      if (now === last) break
      last = now
    }
  }
}

async function run(site: LiveSite): Promise<void> {
  const post = `${site.base}${EDITED_POST.href}`
  const home = `${site.base}/`
  const searchIndex = `${site.base}/api/search-index?whole=1`
  // The instance reads the site (as visitors would) before the owner edits anything. The build's
  // own pages are older than its NEXT_REVALIDATE_SECOND: the first visit regenerates them in the
  // background, with this server's hour; wait for that, so no regeneration is left to chance.
  assert.equal((await fetch(`${site.base}/api/posts?list=home&page=1`)).status, 200)
  for (const url of [post, home, searchIndex]) await getText(url)
  await settledPages([post, home])
  for (const url of [post, home, searchIndex]) assert.ok(!(await getText(url)).includes(NEW_TEXT))
  assert.ok(!(await getText(home)).includes(NEW_TITLE), 'home does not show the new title yet')

  site.edit(NEW_TITLE, NEW_TEXT)

  const forged = await site.announce('not the secret')
  assert.equal(forged.status, 401, `a bad signature: ${forged.status} ${forged.text}`)
  const unsigned = await site.announce(null)
  assert.equal(unsigned.status, 401, `no signature: ${unsigned.status} ${unsigned.text}`)
  await pause(1500)
  assert.ok(!(await getText(post)).includes(NEW_TEXT), 'a refused event changed nothing on the post')
  assert.ok(!(await getText(home)).includes(NEW_TITLE), 'a refused event changed nothing on home')
  console.log('  ok  events with a bad or no signature: 401, nothing regenerated')

  const sentAt = Date.now()
  const accepted = await site.announce(WEBHOOK_SECRET, 'evt-live-1')
  assert.equal(accepted.status, 200, accepted.text)
  assert.ok(Date.now() - sentAt < 5000, `Notion was answered in ${Date.now() - sentAt} ms`)
  const onPost = await msUntilServed(post, NEW_TEXT, sentAt)
  const onHome = await msUntilServed(home, NEW_TITLE, sentAt)
  const inSearch = await msUntilServed(searchIndex, NEW_TEXT, sentAt)
  const query = JSON.parse(await getText(`${site.base}/api/search?q=${NEW_WORD}`)) as { total: number }
  assert.ok(query.total >= 1, 'the server-side search finds the new word')
  console.log(`  ok  a signed event: new text on the post after ${onPost} ms, on home after ${onHome} ms, in search after ${inSearch} ms`)

  // Notion retries a delivery it thinks failed: the same id does nothing again.
  const retried = await site.announce(WEBHOOK_SECRET, 'evt-live-1')
  assert.equal(retried.status, 200)
  assert.match(retried.text, /duplicate/)
  console.log('  ok  a retried delivery is answered and dropped')
}

async function main(): Promise<void> {
  const site = await startLiveSite(PORT)
  let failed = false
  try {
    console.log(`Webhooks on ${process.env.FOLIO_DIST_DIR || '.next'} (port ${PORT}):`)
    await run(site)
  } catch (error) {
    failed = true
    console.error(error)
    console.error(`--- instance log:\n${site.instance.log().slice(-40).join('\n')}`)
  } finally {
    await site.close()
  }
  if (failed) process.exit(1)
  console.log('Webhooks: all checks passed')
}

await main()
