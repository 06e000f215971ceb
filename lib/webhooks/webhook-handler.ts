// POST /api/notion/webhook: Notion's integration webhooks. The signature is checked over the raw
// body before anything is read from it (401 on a mismatch, or with NOTION_WEBHOOK_SECRET unset);
// the one exception is the unsigned verification request, whose token is logged for the owner to
// paste back into Notion. Accepted changes are answered at once (Notion wants a quick 200) and
// regenerated a moment later (webhook-queue.ts); a retried delivery is answered and dropped.
import type { NextApiRequest, NextApiResponse } from 'next'
import { loadBaseConfig, type SiteConfig } from '@/lib/config'
import { expireSiteData, getSiteData } from '@/lib/data/site-data'
import { languagePrefixes } from '@/lib/feeds/language-sites'
import { readWebhookMessage, verificationToken } from '@/lib/notion/webhooks/events'
import { SIGNATURE_HEADER, signatureMatches } from '@/lib/notion/webhooks/signature'
import { sharedStore } from '@/lib/shared-cache/store'
import { BodyTooLarge, readRawBody } from './raw-body'
import { regenerate } from './regenerate'
import { seenEvents, type SeenEvents } from './seen-events'
import { createWebhookQueue, type WebhookQueue } from './webhook-queue'

/** Notion's events are a few hundred bytes. */
export const MAX_WEBHOOK_BODY_BYTES = 64 * 1024
export const WEBHOOK_DEBOUNCE_MS = 300
const WEBHOOK_MAX_WAIT_MS = 3000

export interface WebhookDeps {
  secret: () => string
  queue: WebhookQueue
  seen: SeenEvents
  log: (line: string) => void
}

function defaultDeps(): WebhookDeps {
  const config = (): SiteConfig => loadBaseConfig().config
  const run = async (pageIds: ReadonlyArray<string | null>, res: Parameters<typeof regenerate>[2]) => {
    const prefixes = () => languagePrefixes(config())
    const done = await regenerate({ site: getSiteData, expire: expireSiteData, prefixes }, pageIds, res)
    console.log(`[webhooks] regenerated ${done.revalidated.length} pages${done.failed.length ? `, ${done.failed.length} failed` : ''}`)
  }
  return {
    secret: () => config().NOTION_WEBHOOK_SECRET,
    queue: createWebhookQueue({ run, store: sharedStore, debounceMs: WEBHOOK_DEBOUNCE_MS, maxWaitMs: WEBHOOK_MAX_WAIT_MS }),
    seen: seenEvents(sharedStore),
    log: (line) => console.log(line),
  }
}

/** Each verification token is logged once per process (a repeated request logs nothing new). */
const loggedTokens = new Set<string>()
const MAX_LOGGED_TOKENS = 5

function logVerification(token: string, log: (line: string) => void): void {
  if (loggedTokens.has(token) || loggedTokens.size >= MAX_LOGGED_TOKENS) return
  loggedTokens.add(token)
  log(`[webhooks] Notion's verification token: ${token} (paste it into the subscription's Verify dialog, then set NOTION_WEBHOOK_SECRET to it)`)
}

const answer = (res: NextApiResponse, status: number, body: Record<string, unknown>) => res.status(status).json(body)

export function createWebhookHandler(deps?: WebhookDeps) {
  let resolved = deps
  return async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
    const d = (resolved ??= defaultDeps())
    res.setHeader('Cache-Control', 'no-store')
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST')
      return answer(res, 405, { error: 'method not allowed' })
    }
    let raw: Buffer
    try {
      raw = await readRawBody(req, MAX_WEBHOOK_BODY_BYTES)
    } catch (error) {
      if (error instanceof BodyTooLarge) return answer(res, 413, { error: 'body too large' })
      throw error
    }
    if (!signatureMatches(raw, req.headers[SIGNATURE_HEADER], d.secret())) {
      // Notion signs everything but the verification request (no secret exists before it).
      const token = req.headers[SIGNATURE_HEADER] ? undefined : verificationToken(raw.toString('utf8'))
      if (!token) return answer(res, 401, { error: 'unauthorized' })
      logVerification(token, d.log)
      return answer(res, 200, { verification: 'logged' })
    }
    const message = readWebhookMessage(raw.toString('utf8'))
    if (message.kind === 'invalid') return answer(res, 400, { error: message.why })
    if (message.kind === 'verification') {
      logVerification(message.token, d.log)
      return answer(res, 200, { verification: 'logged' })
    }
    const eventId = message.kind === 'change' ? message.change.eventId : message.eventId
    if (!(await d.seen.firstTime(eventId))) return answer(res, 200, { accepted: false, duplicate: true })
    if (message.kind === 'ignored') return answer(res, 200, { accepted: false, ignored: message.type })
    // A failed regeneration leaves the event unseen, so Notion's retry of it does the work.
    d.queue.add(message.change.pageId, res, () => void d.seen.forget(eventId).catch(() => {}))
    answer(res, 200, { accepted: true })
  }
}

/** For tests: forget which verification tokens were logged. */
export function resetLoggedTokensForTests(): void {
  loggedTokens.clear()
}
