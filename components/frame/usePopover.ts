// A small panel opened by a button (an info card, a share menu): Escape closes it and puts the
// focus back on its button, a click or tap outside the box (button and panel) closes it and
// leaves the focus where the visitor put it. Spread `buttonProps` on the button, `panelProps`
// on the panel, and `box` on the element holding both.
import { useEffect, useId, useRef, useState } from 'react'

export function usePopover<Box extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false)
  const box = useRef<Box>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    const onPointer = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  return {
    open,
    close: () => setOpen(false),
    box,
    buttonProps: { ref: button, 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen(!open) },
    panelProps: { id: panelId },
  }
}
