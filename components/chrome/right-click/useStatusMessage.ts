// A short-lived status line ("Link copied"), cleared after a moment.
import { useCallback, useEffect, useRef, useState } from 'react'

export const STATUS_MS = 2000

export function useStatusMessage() {
  const [text, setText] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const show = useCallback((message: string) => {
    clearTimeout(timer.current)
    setText(message)
    timer.current = setTimeout(() => setText(''), STATUS_MS)
  }, [])
  return { text, show }
}
