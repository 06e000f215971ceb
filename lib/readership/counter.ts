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

export function serverReadership(): Readership {
  running ??= createReadership(openReadershipStore)
  return running
}
