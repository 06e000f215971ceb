// Valine (LeanCloud) from its npm package, loaded when the section scrolls into view. The app
// key is public by design; Valine has no teardown, so the container is simply emptied on unmount.
import { backendLocale } from '@/lib/comments/locales'
import type { BackendProps } from '../types'
import { useWidget } from '../useWidget'
import { WidgetView } from '../WidgetView'

const CONTAINER_ID = 'valine-comments'

export default function ValineComments({ backend, page, locale }: BackendProps<'valine'>) {
  const { containerRef, status } = useWidget(
    'Valine',
    async () => {
      const { default: Valine } = await import('../packages/valine')
      new Valine({
        el: `#${CONTAINER_ID}`,
        appId: backend.appId,
        appKey: backend.appKey,
        path: page.path,
        lang: backendLocale('valine', locale),
        ...(backend.serverUrl ? { serverURLs: backend.serverUrl } : {}),
      })
    },
    [backend.appId, backend.appKey, backend.serverUrl, page.path, locale],
  )
  return <WidgetView kind="valine" status={status} containerRef={containerRef} containerId={CONTAINER_ID} />
}
