// Open/close state of a collapsible block with its 300 ms animation (spec §9). The height is
// animated by CSS (grid rows 0fr ↔ 1fr, no measuring); the timer only marks the end, so a
// closed panel becomes inert (not focusable) once it has finished closing.
import { useCallback, useEffect, useId, useRef, useState, type CSSProperties } from 'react'

export const COLLAPSE_MS = 300

export type CollapsePhase = 'open' | 'closing' | 'closed' | 'opening'

export function useCollapse(defaultOpen = false, ms = COLLAPSE_MS) {
  const [phase, setPhase] = useState<CollapsePhase>(defaultOpen ? 'open' : 'closed')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const panelId = useId()
  useEffect(() => () => clearTimeout(timer.current), [])

  const open = phase === 'open' || phase === 'opening'
  const toggle = useCallback(() => {
    clearTimeout(timer.current)
    const opening = !(phase === 'open' || phase === 'opening')
    setPhase(opening ? 'opening' : 'closing')
    timer.current = setTimeout(() => setPhase(opening ? 'open' : 'closed'), ms)
  }, [phase, ms])

  const panelStyle: CSSProperties = {
    display: 'grid',
    gridTemplateRows: open ? '1fr' : '0fr',
    transition: `grid-template-rows ${ms}ms ease`,
  }
  return {
    open,
    phase,
    toggle,
    buttonProps: { 'aria-expanded': open, 'aria-controls': panelId, onClick: toggle },
    panelProps: { id: panelId, style: panelStyle, inert: phase === 'closed', 'data-state': phase },
  }
}
