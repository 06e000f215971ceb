// Comment counts for the post cards of a page, asked in one request per backend: each card
// asks for its path, and the paths asked within BATCH_MS go out together. Answers are kept for
// the page's life; a failed request leaves the cards with their label.
import { countUrl, readCounts, type CountingBackend } from './comment-count-api'

const BATCH_MS = 50

type Resolve = (count: number | null) => void

interface Batch {
  backend: CountingBackend
  waiting: Map<string, Resolve[]>
}

const known = new Map<string, Promise<number | null>>()
let batch: Batch | null = null

const backendKey = (b: CountingBackend) =>
  b.kind === 'waline' ? `waline ${b.serverUrl}` : `artalk ${b.server} ${b.site}`

async function send({ backend, waiting }: Batch): Promise<void> {
  const paths = [...waiting.keys()]
  let counts = new Map<string, number>()
  try {
    const response = await fetch(countUrl(backend, paths))
    if (response.ok) counts = readCounts(backend, paths, await response.json())
  } catch {
    // Unreachable or not JSON: the cards keep their label.
  }
  for (const [path, resolves] of waiting) for (const r of resolves) r(counts.get(path) ?? null)
}

export function commentCount(backend: CountingBackend, path: string): Promise<number | null> {
  const key = `${backendKey(backend)} ${path}`
  const earlier = known.get(key)
  if (earlier) return earlier
  if (batch && backendKey(batch.backend) !== backendKey(backend)) batch = null
  if (!batch) {
    const next: Batch = { backend, waiting: new Map() }
    batch = next
    setTimeout(() => {
      if (batch === next) batch = null
      void send(next)
    }, BATCH_MS)
  }
  const current = batch
  const answer = new Promise<number | null>((resolve) => {
    current.waiting.set(path, [...(current.waiting.get(path) ?? []), resolve])
  })
  known.set(key, answer)
  return answer
}

/** Tests: forget earlier answers. */
export function resetCommentCounts(): void {
  known.clear()
  batch = null
}
