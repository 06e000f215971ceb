// Views wait in memory and go to the store together: every ~second, or as soon as a full
// batch is waiting, one batch at a time, so a burst of 1,000 views costs a couple of writes and
// no request waits for any. A batch the store refuses goes back to the front of the queue
// for the next flush (the store's reload window makes a retried batch count once); the queue is
// bounded, and beyond it the oldest views are dropped, with one warning per outage.
import type { CountedView } from './store'

export interface BatcherOptions {
  record: (views: readonly CountedView[]) => Promise<void>
  flushMs?: number
  maxBatch?: number
  /** Views held while the store fails; older ones are dropped beyond it. */
  maxPending?: number
  warn?: (line: string) => void
}

export interface ViewBatcher {
  add(view: CountedView): void
  /** Sends everything waiting (tests, shutdown); resolves when the queue is empty or the store refused. */
  flush(): Promise<void>
  readonly pending: number
}

export function viewBatcher(options: BatcherOptions): ViewBatcher {
  const { record, flushMs = 1000, maxBatch = 500, maxPending = 100_000, warn = console.warn } = options
  let queue: CountedView[] = []
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let dropping = false

  const schedule = (ms: number) => {
    if (timer) return
    timer = setTimeout(() => {
      timer = undefined
      void flushOnce()
    }, ms)
    // A waiting batch never keeps a script or test process alive.
    timer.unref()
  }

  /** False when the store refused a batch. */
  async function sendBatches(): Promise<boolean> {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch)
      queue = queue.slice(batch.length)
      try {
        await record(batch)
        dropping = false
      } catch {
        queue = batch.concat(queue)
        return false
      }
      // Below a full batch, wait for the timer: a trickle of views is still one write a second.
      if (queue.length < maxBatch) break
    }
    return true
  }

  function flushOnce(): Promise<void> {
    running ??= sendBatches().then((ok) => {
      running = undefined
      // After a refusal, try again in a while rather than at once.
      if (queue.length > 0) schedule(ok && queue.length >= maxBatch ? 0 : flushMs)
    })
    return running
  }

  return {
    add(view) {
      queue.push(view)
      if (queue.length > maxPending) {
        queue.splice(0, queue.length - maxPending)
        if (!dropping) warn(`[readership] more than ${maxPending} views waiting for the store; dropping the oldest`)
        dropping = true
      }
      if (running) return
      if (queue.length === maxBatch) {
        // A full batch goes now rather than at the end of the second.
        clearTimeout(timer)
        timer = undefined
        schedule(0)
      } else schedule(flushMs)
    },
    async flush() {
      if (timer) clearTimeout(timer)
      timer = undefined
      while (queue.length > 0) {
        const before = queue.length
        await (running ?? flushOnce())
        if (queue.length >= before) return
      }
    },
    get pending() {
      return queue.length
    },
  }
}
