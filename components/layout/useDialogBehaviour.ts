// What every modal panel needs while open: Escape and a route change close it, the page
// behind does not scroll, focus moves in (and is kept in with Tab) and returns on close.
// A panel whose open state IS the route (a post modal) passes closeOnRouteChange: false.
import { useRouter } from 'next/router'
import { useEffect, useEffectEvent, type KeyboardEvent, type RefObject } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

export function useDialogBehaviour(
  open: boolean,
  onClose: () => void,
  panel: RefObject<HTMLElement | null>,
  { closeOnRouteChange = true }: { closeOnRouteChange?: boolean } = {},
) {
  const router = useRouter()
  const close = useEffectEvent(onClose)

  useEffect(() => {
    if (!open) return
    const onKey = (e: globalThis.KeyboardEvent) => e.key === 'Escape' && close()
    const onRoute = () => close()
    document.addEventListener('keydown', onKey)
    if (closeOnRouteChange) router.events.on('routeChangeStart', onRoute)
    return () => {
      document.removeEventListener('keydown', onKey)
      router.events.off('routeChangeStart', onRoute)
    }
  }, [open, router.events, closeOnRouteChange])

  useEffect(() => {
    if (!open) return
    const body = document.body
    const overflow = body.style.overflow
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    body.style.overflow = 'hidden'
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE)
    ;(first ?? panel.current)?.focus()
    return () => {
      body.style.overflow = overflow
      if (opener?.isConnected) opener.focus()
    }
  }, [open, panel])

  /** Put on the panel's onKeyDown: Tab cycles within the panel. */
  return function trapTab(e: KeyboardEvent<HTMLElement>) {
    if (e.key !== 'Tab' || !panel.current) return
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = items[0]
    const last = items.at(-1)
    if (!first || !last) return
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault()
      first.focus()
    }
  }
}
