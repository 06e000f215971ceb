// Dark mode state for toggles: reads the class the inline script set, and saves a choice.
import { useCallback, useEffect, useState } from 'react'
import { DARK_MODE_STORAGE_KEY } from './appearance-script'

function applyDark(dark: boolean) {
  const root = document.documentElement
  root.classList.toggle('dark', dark)
  root.style.colorScheme = dark ? 'dark' : 'light'
}

export function useAppearance() {
  const [dark, setDark] = useState(false)
  useEffect(() => setDark(document.documentElement.classList.contains('dark')), [])
  const toggle = useCallback(() => {
    const next = !document.documentElement.classList.contains('dark')
    applyDark(next)
    try {
      localStorage.setItem(DARK_MODE_STORAGE_KEY, next ? 'dark' : 'light')
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    setDark(next)
  }, [])
  return { dark, toggle }
}
