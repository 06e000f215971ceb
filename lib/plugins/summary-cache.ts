// The AI summaries a server process keeps: one per post (an edited post replaces its old
// summary instead of adding a key), each until it expires, and at most `max` posts (the
// longest-stored go first). Expired entries are dropped whenever a new one is stored.

export interface CachedSummary<V> {
  /** The post's last edit time when the summary was asked for. */
  version: string
  value: V
  /** Epoch ms; may be shortened after the entry was stored (a failed request). */
  expires: number
}

export class SummaryCache<V> {
  readonly #entries = new Map<string, CachedSummary<V>>()

  constructor(
    readonly max: number,
    private readonly now: () => number,
  ) {
    if (!Number.isInteger(max) || max < 1)
      throw new Error(`summary cache size must be a whole number ≥ 1, got ${max}`)
  }

  get size(): number {
    return this.#entries.size
  }

  /** The live entry of `postId` at `version`, if any. */
  get(postId: string, version: string): CachedSummary<V> | undefined {
    const entry = this.#entries.get(postId)
    return entry && entry.version === version && entry.expires > this.now() ? entry : undefined
  }

  set(postId: string, entry: CachedSummary<V>): void {
    this.#entries.delete(postId)
    const now = this.now()
    for (const [id, old] of this.#entries) if (old.expires <= now) this.#entries.delete(id)
    for (const id of this.#entries.keys()) {
      if (this.#entries.size < this.max) break
      this.#entries.delete(id)
    }
    this.#entries.set(postId, entry)
  }
}
