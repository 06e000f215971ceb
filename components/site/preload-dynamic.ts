// Server side: next/dynamic renders its empty loading state for a module that is not loaded
// yet in this server process, so pages regenerated at run time would lose that part of their
// HTML (and then fail to hydrate). Routes preload what a page will render first.

/** next/dynamic's component: a forwardRef whose render function carries preload(). */
interface Preloadable {
  preload?: () => Promise<unknown>
  render?: { preload?: () => Promise<unknown> }
}

export async function preloadDynamic(component: unknown): Promise<void> {
  const c = component as Preloadable | undefined
  await (c?.preload ?? c?.render?.preload)?.()
}
