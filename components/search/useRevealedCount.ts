// How many of a long list to show: `step` at first, `step` more on each call of showMore,
// back to `step` when `resetKey` (e.g. the keyword) changes.
import { useState } from 'react'

export function useRevealedCount(step: number, resetKey: string) {
  const [revealed, setRevealed] = useState({ key: resetKey, count: step })
  const count = revealed.key === resetKey ? revealed.count : step
  const showMore = () => setRevealed({ key: resetKey, count: count + step })
  return { count, showMore }
}
