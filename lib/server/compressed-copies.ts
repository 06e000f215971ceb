// The compressed copies of answers many visitors get byte for byte (cached pages, their page
// data, static files), kept by the hash of the bytes they were made from: identical bytes share
// one copy whatever the URL, variant or visitor, different bytes never do, and a regenerated
// page's new bytes get a new copy while the old one ages out. A least-recently-used store,
// bounded by the bytes of the copies it holds.
//
// A copy is made at brotli's best quality (about 100 ms for a 60 kB page, off the main thread
// on libuv's pool: zlib's callback API; lower for large bodies) the second time the same bytes
// are sent; the first time they are compressed quickly for that one answer, as before the
// copies existed, so bytes that never repeat (an answer that is per-visitor after all, a
// search nobody repeats) cost no more than they did.
// While a copy is being made, answers for the same bytes wait for it instead of compressing.
import { brotliCompress, constants, gzip } from 'node:zlib'

export type CopyEncoding = 'br' | 'gzip'
/** `quick`: for one answer; `best`: for the copy every later answer is served from. */
export type Effort = 'quick' | 'best'
export type Compressor = (body: Buffer, encoding: CopyEncoding, effort: Effort) => Promise<Buffer>

/** Brotli's level for a single answer: as fast as gzip's default (about 1.5 ms a page) and 10 % smaller. */
export const QUICK_BROTLI_QUALITY = 5
/** Brotli's best, for copies: 11 % smaller than level 5 on the demo's pages. */
export const BEST_BROTLI_QUALITY = 11

/**
 * The level of a copy: 11 takes about 1.7 ms per kB here, 9 about 0.7 and 5 under 0.1, and
 * answers wait while a copy is made, so larger bodies get faster levels (at most about half a
 * second of waiting, once).
 */
export function copyBrotliQuality(bytes: number): number {
  if (bytes <= 256 * 1024) return BEST_BROTLI_QUALITY
  return bytes <= 1024 * 1024 ? 9 : QUICK_BROTLI_QUALITY
}
/** 32 MB: about 2,000 pages and their page data at brotli 11. */
export const DEFAULT_COPY_BUDGET_BYTES = 32 * 1024 * 1024
/** How many bodies sent once are remembered (their hashes only), waiting for a second sending. */
const SEEN_LIMIT = 8192

export const zlibCompressor: Compressor = (body, encoding, effort) =>
  new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result))
    if (encoding === 'gzip') return gzip(body, { level: effort === 'best' ? 9 : 6 }, done)
    const quality = effort === 'quick' ? QUICK_BROTLI_QUALITY : copyBrotliQuality(body.length)
    brotliCompress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }, done)
  })

/** Sets `key` as the newest entry of a map used oldest first, dropping the oldest past `limit`. */
export function rememberNewest<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.delete(key)
  map.set(key, value)
  for (const oldest of map.keys()) {
    if (map.size <= limit) break
    map.delete(oldest)
  }
}

export class CompressedCopies {
  /** `${encoding} ${key}` → the copy; the oldest used first. */
  private readonly copies = new Map<string, Buffer>()
  private readonly seen = new Map<string, true>()
  private readonly making = new Map<string, Promise<Buffer>>()
  private storedBytes = 0

  constructor(
    private readonly budgetBytes = DEFAULT_COPY_BUDGET_BYTES,
    private readonly compress: Compressor = zlibCompressor,
  ) {}

  /** Bytes of the copies held now. */
  get bytes(): number {
    return this.storedBytes
  }

  /** The copy of the body with this key, if made (it becomes the most recently used). */
  copy(key: string, encoding: CopyEncoding): Buffer | undefined {
    const id = `${encoding} ${key}`
    const found = this.copies.get(id)
    if (found) rememberNewest(this.copies, id, found, Infinity)
    return found
  }

  /** The body compressed, for an answer whose copy is not made yet (see the top of the file). */
  encode(key: string, body: Buffer, encoding: CopyEncoding): Promise<Buffer> {
    const id = `${encoding} ${key}`
    const stored = this.copies.get(id)
    if (stored) return Promise.resolve(stored)
    const inProgress = this.making.get(id)
    if (inProgress) return inProgress
    if (!this.seen.has(id)) {
      rememberNewest(this.seen, id, true, SEEN_LIMIT)
      return this.compress(body, encoding, 'quick')
    }
    this.seen.delete(id)
    const made = this.compress(body, encoding, 'best')
      .then((copy) => {
        this.store(id, copy)
        return copy
      })
      .finally(() => this.making.delete(id))
    this.making.set(id, made)
    return made
  }

  private store(id: string, copy: Buffer) {
    if (copy.length > this.budgetBytes) return
    this.copies.set(id, copy)
    this.storedBytes += copy.length
    for (const [oldest, bytes] of this.copies) {
      if (this.storedBytes <= this.budgetBytes) break
      this.copies.delete(oldest)
      this.storedBytes -= bytes.length
    }
  }
}
