// Full screen for one element through the Fullscreen API, following the browser's own state
// (Escape leaves it without our button).
import { useCallback, useSyncExternalStore, type RefObject } from 'react'

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange)
  return () => document.removeEventListener('fullscreenchange', onChange)
}
const supportedNow = () => Boolean(document.fullscreenEnabled)
const never = () => false

export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const supported = useSyncExternalStore(subscribe, supportedNow, never)
  const active = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement !== null && document.fullscreenElement === target.current,
    never,
  )

  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined)
    else void target.current?.requestFullscreen?.().catch(() => undefined)
  }, [target])

  return { active, supported, toggle }
}
