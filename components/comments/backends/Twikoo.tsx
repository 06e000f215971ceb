// Twikoo from its npm package (twikoo 1.7.9, loaded when the section scrolls into view); the
// owner's server (envId) should run a matching version.
import { backendLocale } from '@/lib/comments/locales'
import type { BackendProps } from '../types'
import { useWidget } from '../useWidget'
import { WidgetView } from '../WidgetView'

const CONTAINER_ID = 'twikoo-comments'

export default function TwikooComments({ backend, page, locale }: BackendProps<'twikoo'>) {
  const { containerRef, status } = useWidget(
    'Twikoo',
    async () => {
      const twikoo = await import('../packages/twikoo')
      await twikoo.init({
        envId: backend.envId,
        el: `#${CONTAINER_ID}`,
        path: page.path,
        lang: backendLocale('twikoo', locale),
      })
    },
    [backend.envId, page.path, locale],
  )
  return <WidgetView kind="twikoo" status={status} containerRef={containerRef} containerId={CONTAINER_ID} />
}
