// The files of a locked post's body (its images, attachments) are served only to a browser that
// unlocked it: the unlock answer's body links them with a grant, `?unlock=<grant>`, an unlock
// token of the post for its files, valid as long as the unlock itself. The lock screen, feeds and
// page data never carry one.
import type { UnlockTokens } from './tokens'

export const FILE_GRANT_PARAM = 'unlock'
/** What a file grant's MAC covers instead of a password's fingerprint. */
const FILES = 'files'

export const fileGrant = (tokens: UnlockTokens, postId: string, now: number) => tokens.sign(postId, FILES, now)

/** Whether `grant` opens the files of one of these locked posts. */
export function grantOpens(tokens: UnlockTokens, grant: string, postIds: Iterable<string>, now: number): boolean {
  for (const id of postIds) if (tokens.verify(grant, id, FILES, now)) return true
  return false
}

// A file route link as a body holds it (base path or not), up to where its string ends.
const FILE_LINK = /(\/api\/file\/(?:block|collection)\/[0-9a-f]{32}\/[^"\\?#\s]+)(?=")/g

/** The body with every file link of the route carrying the grant. */
export function withFileGrant<T>(body: T, grant: string): T {
  const param = `?${FILE_GRANT_PARAM}=${encodeURIComponent(grant)}`
  return JSON.parse(JSON.stringify(body).replace(FILE_LINK, `$1${param}`)) as T
}
