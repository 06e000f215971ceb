// Gitalk (GitHub issues). Its OAuth client secret reaches the browser: Gitalk's own design.
// The thread id is the Notion page id (GitHub labels allow 50 characters; paths may be longer).
import { backendLocale } from '@/lib/comments/locales'
import { loadScript, loadStylesheet } from '@/lib/plugins/load-asset'
import { requireGlobal } from '../globals'
import type { BackendProps } from '../types'
import { useWidget } from '../useWidget'
import { WidgetView } from '../WidgetView'

interface GitalkInstance {
  render(target: HTMLElement): void
}

type GitalkConstructor = new (options: Record<string, unknown>) => GitalkInstance

export default function GitalkComments({ backend, page, locale }: BackendProps<'gitalk'>) {
  const { containerRef, status } = useWidget(
    'Gitalk',
    async (el) => {
      // The stylesheet is not waited for: a slow one must not hold the comments back.
      void loadStylesheet(backend.styleUrl)
      if (!(await loadScript(backend.scriptUrl))) return false
      const Gitalk = requireGlobal<GitalkConstructor>('Gitalk')
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
