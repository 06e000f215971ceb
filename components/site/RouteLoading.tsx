// The loading flag of the spec: true from route change start until it completes or fails.
// The address being loaded is kept too (the document title says 'loading' for articles);
// shallow changes (a query tweak on the same page) load nothing, so they have no target.
import { useRouter } from 'next/router'
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'

interface RouteLoadingState {
  loading: boolean
  /** The address a client-side navigation is loading (as Next reports it), null when none. */
  target: string | null
}

const IDLE: RouteLoadingState = { loading: false, target: null }
const RouteLoadingContext = createContext<RouteLoadingState>(IDLE)

export function RouteLoadingProvider({ children }: { children: ReactNode }) {
  const router = useRouter()
  const [state, setState] = useState<RouteLoadingState>(IDLE)
  useEffect(() => {
    const start = (url: unknown, options?: { shallow?: boolean }) =>
      setState({ loading: true, target: !options?.shallow && typeof url === 'string' ? url : null })
    const stop = () => setState(IDLE)
    router.events.on('routeChangeStart', start)
    router.events.on('routeChangeComplete', stop)
    router.events.on('routeChangeError', stop)
    return () => {
      router.events.off('routeChangeStart', start)
      router.events.off('routeChangeComplete', stop)
      router.events.off('routeChangeError', stop)
    }
  }, [router.events])
  return <RouteLoadingContext.Provider value={state}>{children}</RouteLoadingContext.Provider>
}

export function useRouteLoading(): boolean {
  return useContext(RouteLoadingContext).loading
}

/** Where the current client-side navigation goes (with the base path), null when none. */
export function useRouteTarget(): string | null {
  return useContext(RouteLoadingContext).target
}
