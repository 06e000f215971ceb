// Gitalk (GitHub issues) from its npm package (client and stylesheet, loaded when the section
// scrolls into view). Its OAuth client secret reaches the browser: Gitalk's own design.
// The thread id is the Notion page id (GitHub labels allow 50 characters; paths may be longer).
import { backendLocale } from '@/lib/comments/locales'
import type { BackendProps } from '../types'
import { useWidget } from '../useWidget'
import { WidgetView } from '../WidgetView'

export default function GitalkComments({ backend, page, locale }: BackendProps<'gitalk'>) {
  const { containerRef, status } = useWidget(
    'Gitalk',
    async (el) => {
      const { default: Gitalk } = await import('../packages/gitalk')
      new Gitalk({
        clientID: backend.clientId,
        clientSecret: backend.clientSecret,
        repo: backend.repo,
        owner: backend.owner,
        admin: backend.admin,
        id: page.id,
        title: page.title,
        language: backendLocale('gitalk', locale),
        distractionFreeMode: false,
      }).render(el)
    },
    [JSON.stringify(backend), page.id, page.title, locale],
  )
  return <WidgetView kind="gitalk" status={status} containerRef={containerRef} />
}
