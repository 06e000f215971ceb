// The unlock endpoint's request and answers, shared by the server handler and the browser.
// Types and constants only: nothing here may import server code.
import type { BodyRecordMap } from '@/lib/notion/body'
import type { TocEntry } from '@/lib/site/types'

export const UNLOCK_ENDPOINT = '/api/unlock'

export interface UnlockRequest {
  /** 32 hex (dashes are accepted and dropped). */
  postId: string
  /** Either the password… */
  password?: string
  /** …or a token from an earlier unlock in this session. */
  token?: string
  /** Language prefix of a multi-language site (`en`), omitted for the default workspace. */
  site?: string
}

/** What the article needs once unlocked: the same fields a public post carries in its props. */
export interface UnlockedArticle {
  body: BodyRecordMap
  toc: TocEntry[]
  wordCount: number
  readTime: number
}

export interface UnlockSuccess extends UnlockedArticle {
  /** Lets this browser fetch the body again until it expires, without the password. */
  token: string
}

export type UnlockErrorCode =
  | 'bad-request'
  | 'empty-password'
  | 'not-found'
  | 'wrong-password'
  | 'invalid-token'
  | 'rate-limited'
  | 'method-not-allowed'
  | 'unavailable'

export interface UnlockFailure {
  error: UnlockErrorCode
}
