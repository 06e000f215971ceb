// false on the server and during hydration, true afterwards: for parts that must appear only
// in the browser without a hydration mismatch.
import { useSyncExternalStore } from 'react'

const never = () => () => {}

export function useMounted(): boolean {
  return useSyncExternalStore(never, () => true, () => false)
}
