// Opening and closing the site's right-click menu: opens at the pointer (unless the browser's
// menu is needed there), closes on Escape, a click elsewhere, scrolling, resizing, leaving the
// window and route changes.
import { useRouter } from 'next/router'
import { useCallback, useEffect, useState, type RefObject } from 'react'
import { keepsNativeMenu } from './keep-native-menu'
import type { Point } from './menu-position'

export function useContextMenu(enabled: boolean, menuRef: RefObject<HTMLElement | null>, opening: Point | null = null) {
  const router = useRouter()
  const [at, setAt] = useState<Point | null>(enabled ? opening : null)
  const close = useCallback(() => setAt(null), [])
  // A right-click the loader caught after this mounted but before it listened itself (state
  // adjusted while rendering, as React advises for a changed prop).
  const [caught, setCaught] = useState(opening)
  if (opening !== caught) {
    setCaught(opening)
    if (enabled && opening) setAt(opening)
  }

  useEffect(() => {
    if (!enabled) return
    const onContextMenu = (event: MouseEvent) => {
      if (menuRef.current?.contains(event.target as Node)) {
        event.preventDefault()
        return
      }
      if (keepsNativeMenu(event.target, window.getSelection()?.toString() ?? '')) return
      event.preventDefault()
      setAt({ x: event.clientX, y: event.clientY })
    }
    document.addEventListener('contextmenu', onContextMenu)
    return () => document.removeEventListener('contextmenu', onContextMenu)
  }, [enabled, menuRef])

  useEffect(() => {
    if (!at) return
    const onPointerDown = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) close()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    // Captured blur events also come from elements (focus moving between entries): only the
    // window losing focus closes the menu.
    const onWindowBlur = (event: Event) => {
      if (!(event.target instanceof Node)) close()
    }
    const closers: [EventTarget, string, EventListener][] = [
      [document, 'pointerdown', onPointerDown as EventListener],
      [document, 'keydown', onKey as EventListener],
      [window, 'scroll', close],
      [window, 'resize', close],
      [window, 'blur', onWindowBlur],
    ]
    for (const [target, type, listener] of closers) target.addEventListener(type, listener, true)
    router.events.on('routeChangeStart', close)
    return () => {
      for (const [target, type, listener] of closers)
        target.removeEventListener(type, listener, true)
      router.events.off('routeChangeStart', close)
    }
  }, [at, close, menuRef, router.events])

  return { at, close }
}
