// Jumping to a heading: after 180 ms (per spec: lets a closing drawer or late layout settle),
// scrolled so the heading sits below the sticky header instead of under it.
import { headingElement } from './active-heading'

export const HASH_JUMP_DELAY_MS = 180

export function scrollToHeading(id: string, headerOffset: number): boolean {
  const el = headingElement(id)
  if (!el) return false
  const top = el.getBoundingClientRect().top + window.scrollY - headerOffset
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' })
  return true
}

/** Schedules the jump; returns a cancel function. */
export function scheduleHeadingJump(id: string, headerOffset: number): () => void {
  const timer = setTimeout(() => scrollToHeading(id, headerOffset), HASH_JUMP_DELAY_MS)
  return () => clearTimeout(timer)
}
