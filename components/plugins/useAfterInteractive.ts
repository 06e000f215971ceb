// Effects that start outside code: run once the page is interactive, cancelled on unmount.
import { useEffect, type DependencyList } from 'react'
import { afterInteractive } from '@/lib/plugins/after-interactive'

export function useAfterInteractive(run: () => void | (() => void), deps: DependencyList): void {
  useEffect(() => {
    let cleanup: void | (() => void)
    const cancel = afterInteractive(() => {
      cleanup = run()
    })
    return () => {
      cancel()
      cleanup?.()
    }
    // The caller lists what `run` depends on, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)
}
