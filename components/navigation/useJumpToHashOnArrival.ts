// A page whose code loads lazily (components/theme/lazy-layouts.ts) can arrive after Next has
// already tried to scroll to the link's #anchor, which did not exist yet. The part that owns the
// anchors calls this: on arrival it brings the anchor named in the address into view, unless the
// browser already did.
import { useEffect } from 'react'

export function useJumpToHashOnArrival(anchors: readonly string[]): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (!id || !anchors.includes(id)) return
    const target = document.getElementById(id)
    if (!target) return
    const { top } = target.getBoundingClientRect()
    if (top >= 0 && top < window.innerHeight) return
    target.scrollIntoView()
  }, [anchors])
}
