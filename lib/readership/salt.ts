// The day's salt for visitor ids: random, one per UTC day, never written to disk. On one
// server it lives in this process's memory; with Redis it is shared (SET NX with a two-day TTL)
// so a visitor is one id on every instance. Old days' salts are forgotten, which is what makes
// yesterday's ids impossible to link to today's or to an address.
import { randomBytes } from 'node:crypto'
import type { SharedStore } from '@/lib/shared-cache/store'

export type SaltSource = (day: string) => Promise<string>

const fresh = () => randomBytes(32).toString('hex')
/** Today's and yesterday's (a view received just before midnight may be counted just after). */
const KEPT = 2
const SHARED_TTL_SECONDS = String(2 * 24 * 60 * 60)

function remember(salts: Map<string, string>, day: string, salt: string): string {
  salts.set(day, salt)
  for (const old of [...salts.keys()].sort().slice(0, -KEPT)) salts.delete(old)
  return salt
}

export function memorySalts(): SaltSource {
  const salts = new Map<string, string>()
  return async (day) => salts.get(day) ?? remember(salts, day, fresh())
}

/** Redis unavailable: this instance's own salt until it answers (ids then differ per instance). */
export function sharedSalts(store: SharedStore, local: SaltSource = memorySalts()): SaltSource {
  const salts = new Map<string, string>()
  return async (day) => {
    const known = salts.get(day)
    if (known) return known
    const key = `readership:salt:${day}`
    const replies = await store.pipeline('reading the visitor salt', [
      ['SET', key, fresh(), 'NX', 'EX', SHARED_TTL_SECONDS],
      ['GET', key],
    ])
    const shared = replies?.[1]
    return typeof shared === 'string' && shared ? remember(salts, day, shared) : local(day)
  }
}
