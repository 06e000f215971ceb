// Accepted webhook changes wait a moment so that events arriving together (Notion sends one per
// edited page, often several at once) are one regeneration. Batches run one at a time here, and
// with REDIS_URL one at a time across instances (a lock in the shared store), so two instances
// never refetch and regenerate side by side.
import type { Revalidator } from '@/lib/feeds/revalidate-handler'
import type { SharedStore } from '@/lib/shared-cache/store'

/** Undashed page ids; null: anything may have changed. */
export type ChangedPages = ReadonlyArray<string | null>
export type RunBatch = (pageIds: ChangedPages, res: Revalidator) => Promise<void>

export interface QueueOptions {
  run: RunBatch
  store: () => Promise<SharedStore> | null
  /** Quiet time after the last event before the batch runs. */
  debounceMs: number
  /** Longest a batch waits while events keep coming. */
  maxWaitMs: number
}

/** Longer than a refetch and a full regeneration; a crashed holder frees it after this. */
export const WORK_LOCK_MS = 120_000
const WORK_LOCK_KEY = 'webhook-work'
const LOCK_POLL_MS = 200

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function underSharedLock(store: SharedStore | undefined, work: () => Promise<void>): Promise<void> {
  if (!store) return work()
  const until = Date.now() + WORK_LOCK_MS
  let token = await store.tryLock(WORK_LOCK_KEY, WORK_LOCK_MS)
  while (token === null && Date.now() < until) {
    await pause(LOCK_POLL_MS)
    token = await store.tryLock(WORK_LOCK_KEY, WORK_LOCK_MS)
  }
  try {
    await work()
  } finally {
    if (token) await store.unlock(WORK_LOCK_KEY, token)
  }
}

export interface WebhookQueue {
  /** `failed` is called when the batch holding this change fails. */
  add(pageId: string | null, res: Revalidator, failed?: () => void): void
  /** Resolves once every change added so far has been handled (tests, the bench). */
  settled(): Promise<void>
}

export function createWebhookQueue(options: QueueOptions): WebhookQueue {
  let pending = new Set<string | null>()
  let onFailure: (() => void)[] = []
  let res: Revalidator | undefined
  let timer: NodeJS.Timeout | undefined
  let firstAt = 0
  let chain: Promise<void> = Promise.resolve()

  const flush = () => {
    timer = undefined
    const batch = [...pending]
    const revalidator = res as Revalidator
    const failed = onFailure
    pending = new Set()
    onFailure = []
    chain = chain.then(async () => {
      const shared = options.store()
      try {
        await underSharedLock(shared ? await shared : undefined, () => options.run(batch, revalidator))
      } catch (error) {
        console.error(`[webhooks] regenerating failed: ${error instanceof Error ? error.message : String(error)}`)
        for (const callback of failed) callback()
      }
    })
  }

  return {
    add(pageId, revalidator, failed) {
      if (!pending.size) firstAt = Date.now()
      pending.add(pageId)
      if (failed) onFailure.push(failed)
      // The latest request's: any request's res.revalidate regenerates the same site.
      res = revalidator
      if (timer) clearTimeout(timer)
      const wait = Math.min(options.debounceMs, Math.max(0, firstAt + options.maxWaitMs - Date.now()))
      timer = setTimeout(flush, wait)
    },
    async settled() {
      while (timer || pending.size) await pause(Math.max(5, options.debounceMs / 2))
      let seen: Promise<void> | undefined
      while (seen !== chain) await (seen = chain)
    },
  }
}
