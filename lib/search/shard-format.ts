// The sharded full-text index a static export ships instead of one big file (lib/search/shards.ts
// writes it, lib/search/shard-query.ts reads it in the browser). Pure: shared by both sides.
//
// The shards are MiniSearch's own index cut in pieces, so a query run on the pieces it needs
// scores exactly as on the whole index:
// - term shards: each term with its complete postings, in the shard of the longest key that
//   starts it. A query term needs its own shard and every shard whose key starts with it
//   (prefix search).
// - fuzzy buckets: the long words only (no postings), each listed under its first and its last
//   three letters. A word one edit away from a query word of 8 letters or more (the only ones
//   searched fuzzily: lib/search/options.ts) shares one of the two with it, so two buckets
//   name every candidate; their term shards are then fetched.
// - the field lengths of every document and the index's totals (BM25 needs both), and one
//   file per document for what a hit shows.

/** A term's documents in one field: ids as gaps from the previous one, and the term's counts. */
export type FieldPostings = [fieldId: number, idGaps: number[], counts: number[]]

/** One term: its position in the whole index's term order (as a gap from the previous term of its shard) and postings. */
export type ShardTerm = [term: string, orderGap: number, postings: FieldPostings[]]

/** The index-wide numbers scores depend on (MiniSearch's own, from its serialised form). */
export interface IndexTotals {
  documentCount: number
  nextId: number
  fieldIds: Record<string, number>
  averageFieldLength: number[]
}

export interface ShardTable {
  totals: IndexTotals
  /** Term shard i is `t<i>.json` and holds the terms whose longest key here is keys[i]. */
  keys: string[]
  /** Fuzzy buckets `f<i>.json`, i < buckets. */
  buckets: number
}

/** `lengths.json`: lengths[fieldId][docId], the document's number of distinct terms in that field. */
export type FieldLengths = number[][]

/** Word length from which fuzzy matching applies (options.ts), less the one edit it forgives. */
export const FUZZY_MIN_TERM = 7
const FUZZY_KEY = 3

export const termShardFile = (i: number) => `t${i}.json`
export const bucketFile = (i: number) => `f${i}.json`
export const docFile = (id: number) => `d/${id}.json`
export const LENGTHS_FILE = 'lengths.json'

/** The term shard keys, looked up by value. */
export interface KeyTable {
  keys: readonly string[]
  index: ReadonlyMap<string, number>
  longest: number
}

export function keyTable(keys: readonly string[]): KeyTable {
  return { keys, index: new Map(keys.map((key, i) => [key, i])), longest: Math.max(0, ...keys.map((k) => k.length)) }
}

/** The index of the longest key that starts `term` ('' is always a key). */
export function ownerOf(table: KeyTable, term: string): number {
  for (let length = Math.min(term.length, table.longest); length >= 0; length--) {
    const at = table.index.get(term.slice(0, length))
    if (at !== undefined) return at
  }
  throw new Error('the term shard keys lack the empty key')
}

/** Every term shard a prefix search for `term` reads: its owner and the keys that extend it. */
export function shardsForPrefix(table: KeyTable, term: string): number[] {
  const found = new Set([ownerOf(table, term)])
  table.keys.forEach((key, i) => {
    if (key.length > term.length && key.startsWith(term)) found.add(i)
  })
  return [...found]
}

function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0
  return h
}

/** The (one or two) buckets a long word is listed in, and where a query word looks. */
export function bucketsOf(word: string, buckets: number): number[] {
  const first = hash(`^${word.slice(0, FUZZY_KEY)}`) % buckets
  const last = hash(`${word.slice(-FUZZY_KEY)}$`) % buckets
  return first === last ? [first] : [first, last]
}

/** Whether two words are at most one insertion, deletion or substitution apart. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1)
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}
