// Dark mode for toggles: the `dark` class on <html> (set before paint by the inline script)
// is the single source of truth; this hook subscribes to it and saves the visitor's choice.
import { useCallback, useSyncExternalStore } from 'react'
import { DARK_MODE_STORAGE_KEY } from './appearance-script'

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}

const isDark = () => document.documentElement.classList.contains('dark')

export function setDarkClass(dark: boolean): void {
  const root = document.documentElement
  root.classList.toggle('dark', dark)
  root.style.colorScheme = dark ? 'dark' : 'light'
}

export function useAppearance() {
  // The server cannot know; hydration starts light and corrects itself right after.
  const dark = useSyncExternalStore(subscribe, isDark, () => false)
  const toggle = useCallback(() => {
    const next = !isDark()
    setDarkClass(next)
    try {
      localStorage.setItem(DARK_MODE_STORAGE_KEY, next ? 'dark' : 'light')
    } catch {
      // Storage blocked (private mode): the choice lasts for this page only.
    }
  }, [])
  return { dark, toggle }
}
