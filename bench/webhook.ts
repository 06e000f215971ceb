// The time from a Notion webhook to the new text being served (README, "Webhooks"): a post
// edited in the v3 stub, a signed page.content_updated event sent, then the post, home and
// search index polled until they serve the change. Needs a build:
//   npx tsx bench/webhook.ts [--runs 3]   (FOLIO_DIST_DIR: the build, .next)
// Every run edits the post again; the first also pays for the server's first regenerations.
import { parseArgs } from 'node:util'
import { EDITED_POST, getText, msUntilServed, startLiveSite, WEBHOOK_SECRET } from '../e2e/webhooks/live-site'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } })
const RUNS = Number(values.runs)
const PORT = 3455
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const site = await startLiveSite(PORT)
try {
  await getText(`${site.base}/api/posts?list=home&page=1`)
  console.log('| run | answered (ms) | post (ms) | home (ms) | search index (ms) | whole job (ms) |\n|---|---|---|---|---|---|')
  for (let run = 1; run <= RUNS; run++) {
    const title = `Retitled by webhook ${run}`
    site.edit(title, `Body rewritten by webhook run ${run}`)
    const sentAt = Date.now()
    const sent = await site.announce(WEBHOOK_SECRET)
    if (sent.status !== 200) throw new Error(`webhook answered ${sent.status}: ${sent.text}`)
    const answered = Date.now() - sentAt
    const post = await msUntilServed(`${site.base}${EDITED_POST.href}`, `webhook run ${run}`, sentAt)
    const home = await msUntilServed(`${site.base}/`, title, sentAt)
    const search = await msUntilServed(`${site.base}/api/search-index?whole=1`, `webhook run ${run}`, sentAt)
    // The rest of the job (every page, when the title of one of the latest posts changed) ends before the next edit.
    while (site.instance.log().filter((line) => line.includes('[webhooks] regenerated')).length < run) await pause(100)
    console.log(`| ${run} | ${answered} | ${post} | ${home} | ${search} | ${Date.now() - sentAt} |`)
  }
} finally {
  await site.close()
}
