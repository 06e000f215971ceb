// The counter a server runs: the store (opened on first use), the day's salts and the batcher
// in front of the store. One per process; tests build their own around a real store.
import { viewBatcher, type BatcherOptions, type ViewBatcher } from './batcher'
import { openReadershipStore, type OpenedStore } from './open-store'
import { outageReporter } from './outage'
import type { SaltSource } from './salt'
import type { ReadershipStore } from './store'

export interface Readership {
  /** Rejects while the store cannot be opened (tried again on the next call). */
  store(): Promise<ReadershipStore>
  salts: SaltSource
  batcher: ViewBatcher
}

export function createReadership(
  open: () => Promise<OpenedStore>,
  batching: Omit<BatcherOptions, 'record'> = {},
): Readership {
  const outage = outageReporter('the store')
  let opened: Promise<OpenedStore> | undefined
  const openOnce = () => {
    opened ??= open().then(
      (o) => {
        outage.recovered()
        return o
      },
      (error: unknown) => {
        outage.failed('opening it', error)
        opened = undefined
        throw error
      },
    )
    return opened
  }
  const store = async () => (await openOnce()).store
  return {
    store,
    salts: async (day) => (await openOnce()).salts(day),
    batcher: viewBatcher({ ...batching, record: async (views) => (await store()).record(views) }),
  }
}

let running: Readership | undefined

/**
 * When the server is told to stop, the views of the last second are written while in-flight
 * requests finish. Only next to a server's own SIGTERM handler (scripts/serve.ts, next start):
 * a listener of ours alone would keep SIGTERM from ending the process.
 */
function flushOnStop(readership: Readership): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    if (process.listenerCount(signal) > 0) process.once(signal, () => void readership.batcher.flush())
  }
}

export function serverReadership(): Readership {
  if (!running) {
    running = createReadership(openReadershipStore)
    flushOnStop(running)
  }
  return running
}
