// The full-text index of a workspace, kept in memory and on disk (.next/cache/folio) and
// rebuilt whenever what it depends on changes: the site data refreshes after its TTL or an
// on-demand revalidation, a different set of posts or any edited post changes the signature,
// and the next request gets a fresh index. A stale index is never served: it could still
// hold a post that has since been hidden or locked.
import path from 'node:path'
import { cacheDir, readJson, writeJsonAtomic } from '@/lib/data/disk-cache'
import { sourceSetting } from '@/lib/data/settings'
import { getSiteData } from '@/lib/data/site-data'
import { buildSearchIndex, signatureOf } from './build-index'
import { indexInputs, isIndexable, toSearchDoc } from './documents'
import { mapLimit } from './map-limit'
import type { PostSummary } from '@/lib/site/types'
import { postBodyLines } from './post-text'
import { SEARCH_INDEX_FORMAT, type SearchIndexPayload } from './types'

/** Bodies read at once (the Notion scheduler bounds live calls further). */
const READ_CONCURRENCY = 8
/** An index missing some bodies (Notion failed) is served, and rebuilt after this long. */
const RETRY_INCOMPLETE_MS = 60_000

interface Held {
  payload: SearchIndexPayload
  retryAt?: number
}

const held = new Map<string, Held>()
const building = new Map<string, Promise<Held>>()

function indexFile(rootId: string): string {
  return path.join(cacheDir(), `search-index-${rootId}.json`)
}

async function build(
  posts: readonly PostSummary[],
  signature: string,
  lang?: string,
): Promise<Held> {
  let missing = 0
  const docs = await mapLimit(posts, READ_CONCURRENCY, async (post, i) => {
    const lines = await postBodyLines(post, lang).catch((error: unknown) => {
      missing++
      console.error(`[search] body of ${post.id} not indexed: ${(error as Error).message}`)
      return []
    })
    return toSearchDoc(post, i, lines)
  })
  const payload = buildSearchIndex(docs, signature)
  return missing ? { payload, retryAt: Date.now() + RETRY_INCOMPLETE_MS } : { payload }
}

/** The current index of the default workspace, or of a language site's. */
export async function getSearchIndex(lang?: string): Promise<SearchIndexPayload> {
  const data = await getSiteData(lang)
  return searchIndexOf(data.site.posts, sourceSetting(data.config, lang).rootId, lang)
}

/** The index of these site posts (the indexable ones), from memory, disk, or built. */
export async function searchIndexOf(
  sitePosts: readonly PostSummary[],
  rootId: string,
  lang?: string,
): Promise<SearchIndexPayload> {
  const posts = sitePosts.filter(isIndexable)
  const signature = signatureOf(indexInputs(posts))
  const known = held.get(rootId)
  const usable = (h: Held | undefined) =>
    h?.payload.signature === signature && (!h.retryAt || Date.now() < h.retryAt)
  if (known && usable(known)) return known.payload
  const file = indexFile(rootId)
  const onDisk = await readJson<SearchIndexPayload>(file)
  if (onDisk?.format === SEARCH_INDEX_FORMAT && onDisk.signature === signature) {
    held.set(rootId, { payload: onDisk })
    return onDisk
  }
  const key = `${rootId}:${signature}`
  let pending = building.get(key)
  if (!pending) {
    pending = build(posts, signature, lang)
      .then(async (result) => {
        held.set(rootId, result)
        if (!result.retryAt) await writeJsonAtomic(file, result.payload)
        return result
      })
      .finally(() => building.delete(key))
    building.set(key, pending)
  }
  return (await pending).payload
}

/** For tests: forget the indexes held in memory (files on disk stay). */
export function resetSearchIndexForTests(): void {
  held.clear()
  building.clear()
}
