// Tells an embedded comment iframe (Giscus, Utterances) about a dark-mode switch after it has
// loaded. The message holds only a theme name, addressed to the iframe's own origin.
import { useEffect, useRef, type RefObject } from 'react'

export function useFrameTheme(
  containerRef: RefObject<HTMLElement | null>,
  frameSelector: string,
  theme: string,
  message: (theme: string) => unknown,
): void {
  const messageRef = useRef(message)
  useEffect(() => {
    messageRef.current = message
  })
  useEffect(() => {
    const frame = containerRef.current?.querySelector<HTMLIFrameElement>(frameSelector)
    if (!frame?.contentWindow || !frame.src) return
    frame.contentWindow.postMessage(messageRef.current(theme), new URL(frame.src, location.href).origin)
  }, [containerRef, frameSelector, theme])
}
