// Waline from its npm package (client and stylesheet, loaded when the section scrolls into
// view); its `dark` selector follows the html.dark class.
import { backendLocale } from '@/lib/comments/locales'
import type { BackendProps } from '../types'
import { useWidget } from '../useWidget'
import { WidgetView } from '../WidgetView'

export default function WalineComments({ backend, page, locale }: BackendProps<'waline'>) {
  const { containerRef, status } = useWidget(
    'Waline',
    async (el) => {
      const { init } = await import('../packages/waline')
      const waline = init({
        el,
        serverURL: backend.serverUrl,
        path: page.path,
        lang: backendLocale('waline', locale),
        dark: 'html.dark',
      })
      return () => waline?.destroy()
    },
    [backend.serverUrl, page.path, locale],
  )
  return <WidgetView kind="waline" status={status} containerRef={containerRef} />
}
