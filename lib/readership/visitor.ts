// A visitor's id for one day: SHA-256 of the day's salt, the address and the user agent,
// shortened. Neither the address nor the agent is kept; without the salt (memory or Redis
// only, gone after two days) the id cannot be traced back to them.
import { createHash } from 'node:crypto'

/** 128 bits: collisions among a day's visitors are out of reach. */
const ID_HEX_LENGTH = 32

export function visitorId(salt: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${address}\n${userAgent}`).digest('hex').slice(0, ID_HEX_LENGTH)
}
