// The number of copies the technology strip renders: 2 on the server and during hydration, then
// as many as the strip's measured width needs, kept up to date as the strip or the icons resize.
import { useEffect, useRef, useState } from 'react'
import { SERVER_STRIP_COPIES, stripCopies } from './strip-copies'

export function useStripCopies(active: boolean) {
  const viewportRef = useRef<HTMLDivElement>(null)
  const copyRef = useRef<HTMLUListElement>(null)
  const [copies, setCopies] = useState(SERVER_STRIP_COPIES)
  useEffect(() => {
    const viewport = viewportRef.current
    const copy = copyRef.current
    if (!active || !viewport || !copy || typeof ResizeObserver === 'undefined') return
    const measure = () =>
      setCopies(stripCopies(viewport.clientWidth, copy.getBoundingClientRect().width))
    const observer = new ResizeObserver(measure)
    observer.observe(viewport)
    observer.observe(copy)
    return () => observer.disconnect()
  }, [active])
  return { viewportRef, copyRef, copies }
}
