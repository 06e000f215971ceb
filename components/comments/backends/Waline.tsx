// Waline: the UMD client from the settings; its `dark` selector follows the html.dark class.
import { backendLocale } from '@/lib/comments/locales'
import { loadScript, loadStylesheet } from '@/lib/plugins/load-asset'
import { requireGlobal } from '../globals'
import type { BackendProps } from '../types'
import { useWidget } from '../useWidget'
import { WidgetView } from '../WidgetView'

interface WalineInstance {
  destroy(): void
}

interface WalineGlobal {
  init(options: Record<string, unknown>): WalineInstance | null
}

export default function WalineComments({ backend, page, locale }: BackendProps<'waline'>) {
  const { containerRef, status } = useWidget(
    'Waline',
    async (el) => {
      // The stylesheet is not waited for: a slow one must not hold the comments back.
      void loadStylesheet(backend.styleUrl)
      if (!(await loadScript(backend.scriptUrl))) return false
      const waline = requireGlobal<WalineGlobal>('Waline').init({
        el,
        serverURL: backend.serverUrl,
        path: page.path,
        lang: backendLocale('waline', locale),
        dark: 'html.dark',
      })
      return () => waline?.destroy()
    },
    [backend.serverUrl, backend.scriptUrl, backend.styleUrl, page.path, locale],
  )
  return <WidgetView kind="waline" status={status} containerRef={containerRef} />
}
