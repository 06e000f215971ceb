// Whether the wide-screen sidebar is folded away. The visitor's choice outlives a move to another
// page (it is kept for the tab's life, in this module); until they choose, the setting decides.
import { useCallback, useSyncExternalStore } from 'react'
import { useFukasawaConfig } from '../useFukasawaConfig'

let chosen: boolean | null = null
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Forget the visitor's choice (tests). */
export function resetSidebarFold() {
  chosen = null
  listeners.forEach((listener) => listener())
}

export function useSidebarFold() {
  const { FUKASAWA_SIDEBAR_COLLAPSED } = useFukasawaConfig()
  const folded = useSyncExternalStore(
    subscribe,
    () => chosen ?? FUKASAWA_SIDEBAR_COLLAPSED,
    () => FUKASAWA_SIDEBAR_COLLAPSED,
  )
  const toggle = useCallback(() => {
    chosen = !folded
    listeners.forEach((listener) => listener())
  }, [folded])
  return { folded, toggle }
}
