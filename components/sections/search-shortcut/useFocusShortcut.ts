// Ctrl+K (⌘K on a Mac) moves the focus to the first field inside a container, the way
// documentation sites bring up their search. Only while the container is on screen, and never
// while the reader types in another field.
import { useEffect, type RefObject } from 'react'

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))

export function useFocusShortcut(container: RefObject<HTMLElement | null>, key = 'k') {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== key || e.altKey || e.shiftKey) return
      const field = container.current?.querySelector<HTMLInputElement>('input')
      // A field hidden at this width (display: none) cannot take the focus: leave the key alone.
      if (!field || field.getClientRects().length === 0) return
      if (isTyping(e.target) && e.target !== field) return
      e.preventDefault()
      field.focus()
      field.select()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [container, key])
}
