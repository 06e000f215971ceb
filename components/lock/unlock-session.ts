// Remembers an unlock for the browser session: the server's token (never the password), per post.
// Storage can be unavailable (private modes, blocked cookies): then nothing is remembered.
import { useSyncExternalStore } from 'react'

const keyOf = (postId: string) => `folio:unlock:${postId}`
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

export function readUnlockToken(postId: string): string | null {
  try {
    return storage()?.getItem(keyOf(postId)) ?? null
  } catch {
    return null
  }
}

export function saveUnlockToken(postId: string, token: string): void {
  try {
    storage()?.setItem(keyOf(postId), token)
    changed()
  } catch {
    // Quota or privacy settings: the visitor types the password again next time.
  }
}

export function forgetUnlockToken(postId: string): void {
  try {
    storage()?.removeItem(keyOf(postId))
    changed()
  } catch {
    // Nothing stored, nothing to forget.
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The session's token for a post; null on the server and during hydration. */
export function useUnlockToken(postId: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readUnlockToken(postId),
    () => null,
  )
}
