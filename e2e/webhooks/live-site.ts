// A production server of one build on the live Notion path against the v3 stub (a copy of the
// demo workspace), with a webhook secret: a post can be edited as in Notion and announced with
// a signed event. Used by e2e/webhooks/live-update.ts and bench/webhook.ts.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startNotionStub, type NotionStub } from '@/lib/notion/stub'
import { sendWebhook, webhookEvent, type SentWebhook } from '@/lib/notion/webhooks/sender'
import { startInstance, type Process } from '../redis/processes'
import { copyDemoWorkspace, retitlePost } from '../redis/workspace-copy'

export const WEBHOOK_SECRET = 'secret_e2e_webhook_token'
/** "A quiet home page": on the first home page, with a paragraph first in its body. */
export const EDITED_POST = { id: '5206b088f86b4987829b7fb2af9e7011', href: '/article/quiet-home-page' }
const FIRST_PARAGRAPH = '3eed580e-33ea-4782-9208-5df2f1f5577d'

export interface LiveSite {
  base: string
  stub: NotionStub
  instance: Process
  /** Edits the post as an owner would in Notion: a new title, a new first paragraph. */
  edit(title: string, paragraph: string): void
  /** Sends a page.content_updated event for the post, signed with `secret` (null: unsigned). */
  announce(secret: string | null, eventId?: string): Promise<SentWebhook>
  close(): Promise<void>
}

interface Box {
  value: { properties?: Record<string, unknown>; value?: Box['value'] }
}

function rewriteParagraph(file: string, blockId: string, text: string): void {
  const recordMap = JSON.parse(readFileSync(file, 'utf8')) as { block: Record<string, Box> }
  const box = recordMap.block[blockId]
  if (!box) throw new Error(`block ${blockId} is not in ${file}`)
  const block = box.value.value ?? box.value
  block.properties = { ...block.properties, title: [[text]] }
  writeFileSync(file, JSON.stringify(recordMap))
}

export async function startLiveSite(port: number): Promise<LiveSite> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'folio-webhooks-'))
  const dir = path.join(tmp, 'workspace')
  copyDemoWorkspace(dir)
  const stub = await startNotionStub({ dir })
  const instance = await startInstance({
    port,
    distDir: process.env.FOLIO_DIST_DIR || '.next',
    notionUrl: stub.url,
    cacheDir: path.join(tmp, 'cache'),
    // Nothing may turn up through time: the index and the pages stay fresh for an hour.
    env: { NOTION_WEBHOOK_SECRET: WEBHOOK_SECRET, NOTION_INDEX_TTL_SECONDS: '3600', NEXT_REVALIDATE_SECOND: '3600' },
  })
  const base = `http://127.0.0.1:${port}`
  return {
    base,
    stub,
    instance,
    edit(title, paragraph) {
      rewriteParagraph(path.join(dir, `${EDITED_POST.id}.json`), FIRST_PARAGRAPH, paragraph)
      // Last: it also moves the post's last_edited_time, as any edit in Notion does.
      retitlePost(dir, EDITED_POST.id, title)
      stub.reload()
    },
    announce(secret, eventId) {
      const event = webhookEvent({ type: 'page.content_updated', entityId: EDITED_POST.id, id: eventId })
      return sendWebhook(`${base}/api/notion/webhook`, event, secret)
    },
    async close() {
      await instance.stop()
      await stub.close()
      rmSync(tmp, { recursive: true, force: true })
    },
  }
}

export async function getText(url: string): Promise<string> {
  const answer = await fetch(url, { signal: AbortSignal.timeout(20_000) })
  return answer.text()
}

/** The ms until `url` serves `text` (polled), or throws after `timeoutMs`. */
export async function msUntilServed(url: string, text: string, since: number, timeoutMs = 60_000): Promise<number> {
  while (Date.now() - since < timeoutMs) {
    if ((await getText(url)).includes(text)) return Date.now() - since
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${url} did not serve "${text}" within ${timeoutMs} ms`)
}
