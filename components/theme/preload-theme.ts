// Server side: the active theme's code, loaded before a page renders (see preload-dynamic.ts).
import { preloadDynamic } from '@/components/site/preload-dynamic'
import { themeRoots } from '@/themes/roots.generated'

export async function preloadTheme(name: string): Promise<void> {
  await preloadDynamic(themeRoots[name])
}
