// Where the visitor figures come from: Folio's own counter when it is on (it wins over
// busuanzi), else the busuanzi-style service, else nowhere (null: every figure is hidden).
// Tiny on purpose: the placeable gates import it, so it is in every page's first load.
import { isStaticExport } from '@/lib/export/mode'
import type { PluginChrome } from '@/lib/plugins/types'

export type CountsSource = { kind: 'folio' } | { kind: 'busuanzi'; url: string }

/** Folio's counter answers only where a server does: never in a static export. */
export function readershipOn(plugins: PluginChrome | null | undefined): boolean {
  return Boolean(plugins?.readership?.enabled) && !isStaticExport()
}

export function countsSource(plugins: PluginChrome | null | undefined): CountsSource | null {
  if (readershipOn(plugins)) return { kind: 'folio' }
  const url = plugins?.counter?.url
  return url ? { kind: 'busuanzi', url } : null
}
