// Server side: make sure the active theme's code is loaded before a page renders. Pages that
// ISR regenerates at run time would otherwise render next/dynamic's empty loading state the
// first time a theme is needed in a server process (and then fail to hydrate).
import { themeRoots } from '@/themes/roots.generated'

/** next/dynamic's component: a forwardRef whose render function carries preload(). */
interface Preloadable {
  preload?: () => Promise<unknown>
  render?: { preload?: () => Promise<unknown> }
}

export async function preloadTheme(name: string): Promise<void> {
  const component = themeRoots[name] as unknown as Preloadable | undefined
  await (component?.preload ?? component?.render?.preload)?.()
}
