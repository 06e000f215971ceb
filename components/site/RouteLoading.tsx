// The loading flag of the spec: true from route change start until it completes or fails.
import { useRouter } from 'next/router'
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'

const RouteLoadingContext = createContext(false)

export function RouteLoadingProvider({ children }: { children: ReactNode }) {
  const router = useRouter()
  const [loading, setLoading] = useState(false)
  useEffect(() => {
    const start = () => setLoading(true)
    const stop = () => setLoading(false)
    router.events.on('routeChangeStart', start)
    router.events.on('routeChangeComplete', stop)
    router.events.on('routeChangeError', stop)
    return () => {
      router.events.off('routeChangeStart', start)
      router.events.off('routeChangeComplete', stop)
      router.events.off('routeChangeError', stop)
    }
  }, [router.events])
  return <RouteLoadingContext.Provider value={loading}>{children}</RouteLoadingContext.Provider>
}

export function useRouteLoading(): boolean {
  return useContext(RouteLoadingContext)
}
