// A theme may hand its layouts as next/dynamic components (medium does): a visitor's first page
// then downloads only its own layout, not the article's code on the home page or the home's on
// an article. On the server they load with the theme, so whichever a page renders is in its
// HTML (preload-dynamic.ts); in the browser the page's own layout comes with the page (Next
// loads the dynamic chunks a page rendered before hydrating) and the others once the browser
// is idle, so a click to another kind of page does not wait for its code.
import { useEffect, type ComponentType } from 'react'
import { preloadDynamic } from '@/components/site/preload-dynamic'

type Layouts = readonly (ComponentType<never> | undefined)[]

export async function loadLayouts(layouts: Layouts): Promise<void> {
  await Promise.all(layouts.map(preloadDynamic))
}

/** Loads the layouts once the browser has nothing else to do. */
export function useLayoutsWhenIdle(layouts: Layouts): void {
  useEffect(() => {
    const load = () => void loadLayouts(layouts)
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 4000 })
      return () => window.cancelIdleCallback(id)
    }
    const timer = setTimeout(load, 2000)
    return () => clearTimeout(timer)
  }, [layouts])
}
