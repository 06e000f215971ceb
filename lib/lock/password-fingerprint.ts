// A short digest of a locked post's current password, mixed into unlock tokens so that changing
// the password revokes them. Server-only: it is an HMAC input, never sent anywhere.
import { createHash } from 'node:crypto'
import { getWorkspaceInternals } from '@/lib/data/site-data'

export async function passwordFingerprint(postId: string, lang?: string): Promise<string> {
  const { rows } = await getWorkspaceInternals(lang)
  const password = rows.find((r) => r.id === postId)?.password ?? ''
  return createHash('sha256').update(`folio-unlock-fingerprint\0${password}`, 'utf8').digest('base64url')
}
