// The key unlock tokens are signed with: UNLOCK_SECRET, or random bytes made once per process.
// Without the setting a restart ends every unlock, and several server instances (serverless,
// load-balanced) do not accept each other's tokens: visitors then simply type the password again.
import { randomBytes } from 'node:crypto'

let processSecret: Buffer | undefined

export function unlockSecret(configured: string): Buffer | string {
  if (configured) return configured
  return (processSecret ??= randomBytes(32))
}
