// Twikoo: the client script from the settings (its version should match the owner's server).
import { backendLocale } from '@/lib/comments/locales'
import { loadScript } from '@/lib/plugins/load-asset'
import { requireGlobal } from '../globals'
import type { BackendProps } from '../types'
import { useWidget } from '../useWidget'
import { WidgetView } from '../WidgetView'

interface TwikooGlobal {
  init(options: Record<string, unknown>): Promise<unknown> | unknown
}

const CONTAINER_ID = 'twikoo-comments'

export default function TwikooComments({ backend, page, locale }: BackendProps<'twikoo'>) {
  const { containerRef, status } = useWidget(
    'Twikoo',
    async () => {
      if (!(await loadScript(backend.scriptUrl))) return false
      await requireGlobal<TwikooGlobal>('twikoo').init({
        envId: backend.envId,
        el: `#${CONTAINER_ID}`,
        path: page.path,
        lang: backendLocale('twikoo', locale),
      })
    },
    [backend.envId, backend.scriptUrl, page.path, locale],
  )
  return <WidgetView kind="twikoo" status={status} containerRef={containerRef} containerId={CONTAINER_ID} />
}
