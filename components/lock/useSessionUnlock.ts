// On a locked post, reuses this session's unlock token (if any) to fetch the body again: a
// reload or a return visit in the same tab stays unlocked without the password. A refused
// token (expired, password changed, server restarted without UNLOCK_SECRET) is forgotten.
import { useEffect, useRef, useState } from 'react'
import type { UnlockedArticle } from '@/lib/lock/protocol'
import { requestUnlock } from './unlock-request'
import { forgetUnlockToken, useUnlockToken } from './unlock-session'
import { publishUnlocked } from './unlocked-store'

/** True while a stored token is being exchanged for the body. */
export function useSessionUnlock(
  postId: string,
  site: string | undefined,
  active: boolean,
  onRestored: (article: UnlockedArticle) => void,
): boolean {
  const token = useUnlockToken(postId)
  // The token a network failure left unused: the lock screen shows instead of waiting forever.
  const [gaveUp, setGaveUp] = useState<string | null>(null)
  const latestOnRestored = useRef(onRestored)
  useEffect(() => {
    latestOnRestored.current = onRestored
  })

  const pending = active && token !== null && gaveUp !== token
  useEffect(() => {
    if (!pending || token === null) return
    const controller = new AbortController()
    requestUnlock({ postId, token, site }, controller.signal)
      .then((outcome) => {
        if (outcome.kind === 'unlocked') {
          publishUnlocked(postId, outcome.article)
          latestOnRestored.current(outcome.article)
        } else if (outcome.kind === 'token-refused') {
          forgetUnlockToken(postId)
        } else {
          setGaveUp(token)
        }
      })
      .catch(() => undefined) // aborted: the post changed or the page is leaving
    return () => controller.abort()
  }, [pending, postId, site, token])

  return pending
}
