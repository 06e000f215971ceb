// Valine (LeanCloud): the app key is public by design; Valine has no teardown, so the
// container is simply emptied on unmount.
import { backendLocale } from '@/lib/comments/locales'
import { loadScript } from '@/lib/plugins/load-asset'
import { requireGlobal } from '../globals'
import type { BackendProps } from '../types'
import { useWidget } from '../useWidget'
import { WidgetView } from '../WidgetView'

type ValineConstructor = new (options: Record<string, unknown>) => unknown

const CONTAINER_ID = 'valine-comments'

export default function ValineComments({ backend, page, locale }: BackendProps<'valine'>) {
  const { containerRef, status } = useWidget(
    'Valine',
    async () => {
      if (!(await loadScript(backend.scriptUrl))) return false
      const Valine = requireGlobal<ValineConstructor>('Valine')
      new Valine({
        el: `#${CONTAINER_ID}`,
        appId: backend.appId,
        appKey: backend.appKey,
        path: page.path,
        lang: backendLocale('valine', locale),
        ...(backend.serverUrl ? { serverURLs: backend.serverUrl } : {}),
      })
    },
    [backend.appId, backend.appKey, backend.serverUrl, backend.scriptUrl, page.path, locale],
  )
  return <WidgetView kind="valine" status={status} containerRef={containerRef} containerId={CONTAINER_ID} />
}
