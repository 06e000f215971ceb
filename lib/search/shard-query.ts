// A query on the sharded index (./shard-format.ts): fetches only the shards the query's terms
// need, loads them as a partial MiniSearch index carrying the whole index's totals and term
// order, and searches it. Every term that could match is in it, with complete postings, so the
// hits, their order, scores and matched terms are those of the whole index.
import MiniSearch from 'minisearch'
import { fuzziness, searchIndexOptions } from './options'
import {
  bucketFile,
  bucketsOf,
  keyTable,
  LENGTHS_FILE,
  ownerOf,
  shardsForPrefix,
  termShardFile,
  withinOneEdit,
  type FieldLengths,
  type ShardTable,
  type ShardTerm,
} from './shard-format'
import { queryTerms, splitRuns } from './tokenize'
import type { SearchDoc } from './types'

/** Reads one file of the index's folder (parsed JSON); the caller caches and counts. */
export type ShardReader = <T>(file: string) => Promise<T>

export interface ShardHit {
  id: number
  score: number
  terms: string[]
}

type Postings = Record<number, Record<number, number>>

function decode(term: ShardTerm[2]): Postings {
  const data: Postings = {}
  for (const [field, gaps, counts] of term) {
    const freqs: Record<number, number> = {}
    let id = 0
    gaps.forEach((gap, i) => {
      id += gap
      freqs[id] = counts[i] ?? 0
    })
    data[field] = freqs
  }
  return data
}

/** The term shards a query reads: for each word its prefix shards, and for long words the shards of their near misses. */
async function shardsFor(table: ShardTable, words: readonly string[], read: ShardReader): Promise<number[]> {
  const keys = keyTable(table.keys)
  const needed = new Set(words.flatMap((word) => shardsForPrefix(keys, word)))
  const fuzzy = words.filter((word) => fuzziness(word))
  const buckets = [...new Set(fuzzy.flatMap((word) => bucketsOf(word, table.buckets)))]
  const lists = await Promise.all(buckets.map((b) => read<string[]>(bucketFile(b))))
  for (const candidate of lists.flat())
    if (fuzzy.some((word) => withinOneEdit(word, candidate))) needed.add(ownerOf(keys, candidate))
  return [...needed]
}

export async function searchShards(table: ShardTable, keyword: string, read: ShardReader): Promise<ShardHit[]> {
  const words = [...new Set(splitRuns(keyword).flatMap(queryTerms))]
  if (!words.length) return []
  const [lengths, shards] = await Promise.all([
    read<FieldLengths>(LENGTHS_FILE),
    shardsFor(table, words, read).then((list) => Promise.all(list.map((i) => read<ShardTerm[]>(termShardFile(i))))),
  ])
  const terms: { term: string; order: number; data: Postings }[] = []
  for (const shard of shards) {
    let order = 0
    for (const [term, gap, postings] of shard) {
      order += gap
      terms.push({ term, order, data: decode(postings) })
    }
  }
  terms.sort((a, b) => a.order - b.order)
  const ids: Record<number, number> = {}
  const fieldLength: Record<number, number[]> = {}
  for (let id = 0; id < table.totals.documentCount; id++) {
    ids[id] = id
    fieldLength[id] = lengths.map((field) => field[id] ?? 0)
  }
  const mini = MiniSearch.loadJS<SearchDoc>(
    {
      ...table.totals,
      documentIds: ids,
      fieldLength,
      storedFields: {},
      dirtCount: 0,
      index: terms.map((t) => [t.term, t.data]),
      serializationVersion: 2,
    },
    searchIndexOptions(),
  )
  return mini.search(keyword).map((r) => ({ id: r.id as number, score: r.score, terms: r.terms }))
}
