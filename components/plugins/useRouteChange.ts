// Calls `onChange(url)` after every client-side route change (not on the first page).
import { useRouter } from 'next/router'
import { useEffect, useRef } from 'react'

export function useRouteChange(onChange: (url: string) => void): void {
  const { events } = useRouter()
  const latest = useRef(onChange)
  useEffect(() => {
    latest.current = onChange
  })
  useEffect(() => {
    const handler = (url: string) => latest.current(url)
    events.on('routeChangeComplete', handler)
    return () => events.off('routeChangeComplete', handler)
  }, [events])
}
