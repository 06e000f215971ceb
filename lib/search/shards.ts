// Cuts the full-text index into the files a static export serves (format: ./shard-format.ts):
// the same MiniSearch index the browser would build from every document, serialised, then split
// so that each term shard stays near TARGET_SHARD_BYTES. Runs where the documents are (the
// export), never in the browser.
import { servedJson } from './build-index'
import { createSearchEngine } from './engine'
import {
  bucketFile,
  bucketsOf,
  docFile,
  FUZZY_MIN_TERM,
  keyTable,
  LENGTHS_FILE,
  ownerOf,
  termShardFile,
  type FieldLengths,
  type FieldPostings,
  type ShardTerm,
} from './shard-format'
import { isCjk } from './tokenize'
import type { SearchIndexPayload, SearchIndexPointer } from './types'

/** About what one term shard may weigh (JSON, before gzip: roughly a quarter after). */
export const TARGET_SHARD_BYTES = 24_000
/** Long words per fuzzy bucket, about. */
const WORDS_PER_BUCKET = 2_000

export interface ShardFiles {
  /** What the export's search-index.json says. */
  manifest: Required<SearchIndexPointer>
  /** Path under the index's folder → JSON text. */
  files: Map<string, string>
}

type Postings = Record<string, Record<string, number>>

function encodePostings(data: Postings): FieldPostings[] {
  return Object.entries(data).map(([field, freqs]): FieldPostings => {
    const ids = Object.keys(freqs).map(Number)
    return [Number(field), ids.map((id, i) => id - (ids[i - 1] ?? 0)), ids.map((id) => freqs[id] ?? 0)]
  })
}

/** Shard keys: a group over the target gives its largest sub-groups (one letter longer) keys of their own. */
function shardKeys(terms: readonly string[], sizeOf: (term: string) => number): string[] {
  const keys = ['']
  const split = (prefix: string, group: readonly string[]) => {
    let size = group.reduce((sum, term) => sum + sizeOf(term), 0)
    if (size <= TARGET_SHARD_BYTES) return
    const children = new Map<string, string[]>()
    for (const term of group) {
      if (term.length <= prefix.length) continue
      const key = term.slice(0, prefix.length + 1)
      const members = children.get(key)
      if (members) members.push(term)
      else children.set(key, [term])
    }
    const bySize = [...children].map(([key, members]) => ({
      key,
      members,
      size: members.reduce((sum, term) => sum + sizeOf(term), 0),
    }))
    for (const child of bySize.sort((a, b) => b.size - a.size)) {
      if (size <= TARGET_SHARD_BYTES) break
      keys.push(child.key)
      size -= child.size
      split(child.key, child.members)
    }
  }
  split('', terms)
  return keys.sort()
}

export function buildShards(payload: SearchIndexPayload): ShardFiles {
  const serialised = createSearchEngine(payload.docs).toJSON() as unknown as {
    index: [string, Postings][]
    fieldLength: Record<string, number[]>
    documentCount: number
    nextId: number
    fieldIds: Record<string, number>
    averageFieldLength: number[]
  }
  // MiniSearch serialises its terms in the reverse of the order its search walks them (its
  // iterator pops children off the end); the browser inserts them in the walking order, which a
  // partial index reproduces exactly (scores add up in the same order, ties stay in place).
  const encoded = serialised.index
    .map(([term, data]) => ({ term, postings: encodePostings(data) }))
    .reverse()
    .map((e, order) => ({ ...e, order }))
  const sizes = new Map(encoded.map((e) => [e.term, JSON.stringify(e.postings).length + e.term.length + 8]))
  const keys = shardKeys(
    encoded.map((e) => e.term),
    (term) => sizes.get(term) ?? 0,
  )
  const table = keyTable(keys)
  const shards: ShardTerm[][] = keys.map(() => [])
  const last = keys.map(() => 0)
  for (const { term, order, postings } of encoded) {
    const owner = ownerOf(table, term)
    shards[owner]?.push([term, order - (last[owner] ?? 0), postings])
    last[owner] = order
  }
  const long = encoded.map((e) => e.term).filter((t) => t.length >= FUZZY_MIN_TERM && !isCjk(t))
  const buckets = Math.max(1, Math.ceil(long.length / WORDS_PER_BUCKET))
  const bucketWords: string[][] = Array.from({ length: buckets }, () => [])
  for (const word of long) for (const b of bucketsOf(word, buckets)) bucketWords[b]?.push(word)

  const fieldCount = Object.keys(serialised.fieldIds).length
  const lengths: FieldLengths = Array.from({ length: fieldCount }, (_, field) =>
    payload.docs.map((doc) => serialised.fieldLength[doc.id]?.[field] ?? 0),
  )
  const files = new Map<string, string>()
  shards.forEach((terms, i) => files.set(termShardFile(i), JSON.stringify(terms)))
  bucketWords.forEach((words, i) => files.set(bucketFile(i), JSON.stringify(words)))
  files.set(LENGTHS_FILE, JSON.stringify(lengths))
  for (const doc of payload.docs) files.set(docFile(doc.id), servedJson(doc))
  const { documentCount, nextId, fieldIds, averageFieldLength } = serialised
  return {
    manifest: {
      format: payload.format,
      signature: payload.signature,
      docCount: payload.docs.length,
      shards: { totals: { documentCount, nextId, fieldIds, averageFieldLength }, keys, buckets },
    },
    files,
  }
}
