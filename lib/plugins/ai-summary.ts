// AI summaries, on the server only: asked at build or regeneration time, cached, and handed
// to the article as plain text. The key never leaves this module; any failure means "no
// summary" and the article renders without one.
import type { SiteConfig } from '@/lib/config'
import type { PostDetail } from '@/lib/site/types'
import { summaryInput } from './ai-summary-text'
import { SummaryCache, type CachedSummary } from './summary-cache'

export type AiSummarySettings = Pick<
  SiteConfig,
  | 'DISABLE_PLUGIN'
  | 'AI_SUMMARY_API'
  | 'AI_SUMMARY_KEY'
  | 'AI_SUMMARY_CACHE_SECONDS'
  | 'AI_SUMMARY_WORD_LIMIT'
>

export type SummaryPost = Pick<PostDetail, 'id' | 'title' | 'lastEditedDate' | 'toc' | 'locked'>

interface Deps {
  fetch: typeof fetch
  now: () => number
  /** Posts whose summary is kept in memory at once (default MAX_CACHED_POSTS). */
  maxEntries?: number
}

const TIMEOUT_MS = 15_000
/** A failed request is not repeated for every page rendered in the next minute. */
const FAILURE_RETRY_MS = 60_000
const MAX_SUMMARY_CHARS = 2000
/** About 2 MB of summaries at most; a bigger site re-asks for the longest-kept ones. */
export const MAX_CACHED_POSTS = 1000

function summaryOf(body: unknown): string {
  const text = typeof body === 'string' ? body : (body as { summary?: unknown } | null)?.summary
  if (typeof text !== 'string') throw new Error('the answer has no "summary" text')
  return text.trim().slice(0, MAX_SUMMARY_CHARS)
}

async function requestSummary(deps: Deps, s: AiSummarySettings, title: string, content: string) {
  const response = await deps.fetch(s.AI_SUMMARY_API, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(s.AI_SUMMARY_KEY ? { authorization: `Bearer ${s.AI_SUMMARY_KEY}` } : {}),
    },
    body: JSON.stringify({ title, content }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const type = response.headers.get('content-type') ?? ''
  return summaryOf(type.includes('json') ? await response.json() : await response.text())
}

export function createAiSummarizer(deps: Deps) {
  const cache = new SummaryCache<Promise<string | null>>(deps.maxEntries ?? MAX_CACHED_POSTS, deps.now)

  function getAiSummary(post: SummaryPost, text: string, s: AiSummarySettings): Promise<string | null> {
    if (s.DISABLE_PLUGIN || !s.AI_SUMMARY_API || post.locked) {
      return Promise.resolve(null)
    }
    const hit = cache.get(post.id, post.lastEditedDate)
    if (hit) return hit.value
    const entry: CachedSummary<Promise<string | null>> = {
      version: post.lastEditedDate,
      value: Promise.resolve(null),
      expires: deps.now() + s.AI_SUMMARY_CACHE_SECONDS * 1000,
    }
    entry.value = requestSummary(deps, s, post.title, summaryInput(post, text, s.AI_SUMMARY_WORD_LIMIT)).then(
      (summary) => summary || null,
      (error: unknown) => {
        console.warn(`[ai-summary] no summary for post ${post.id}: ${(error as Error).message}`)
        entry.expires = Math.min(entry.expires, deps.now() + FAILURE_RETRY_MS)
        return null
      },
    )
    cache.set(post.id, entry)
    return entry.value
  }
  /** Posts held in memory now (for tests and diagnostics). */
  getAiSummary.cachedPosts = () => cache.size
  return getAiSummary
}

const defaultSummarizer = createAiSummarizer({ fetch: (...args) => fetch(...args), now: Date.now })

/**
 * A summary of `post` from its plain `text` (title, TOC and text up to the word limit are
 * sent), or null when no AI_SUMMARY_API is set, plugins are off, the post is locked, or the
 * service fails.
 * Pass the route's resolved settings (ctx.config).
 */
export function getAiSummary(post: SummaryPost, text: string, settings: AiSummarySettings): Promise<string | null> {
  return defaultSummarizer(post, text, settings)
}
