// Giscus (GitHub Discussions) through its embed script; the iframe follows dark mode.
import { useEffect, useRef } from 'react'
import { useAppearance } from '@/components/appearance/useAppearance'
import { backendLocale } from '@/lib/comments/locales'
import { embedScript } from '../embed-script'
import type { BackendProps } from '../types'
import { useFrameTheme } from '../useFrameTheme'
import { useWidget } from '../useWidget'
import { WidgetView } from '../WidgetView'

const themeFor = (dark: boolean) => (dark ? 'dark' : 'light')

export default function GiscusComments({ backend, locale }: BackendProps<'giscus'>) {
  const { dark } = useAppearance()
  const darkNow = useRef(dark)
  useEffect(() => {
    darkNow.current = dark
  }, [dark])
  const { containerRef, status } = useWidget(
    'Giscus',
    async (el) => {
      const loaded = await embedScript(el, backend.scriptUrl, {
        'data-repo': backend.repo,
        'data-repo-id': backend.repoId,
        'data-category': backend.category,
        'data-category-id': backend.categoryId,
        'data-mapping': backend.mapping,
        'data-strict': '0',
        'data-reactions-enabled': backend.reactions ? '1' : '0',
        'data-emit-metadata': '0',
        'data-input-position': backend.inputPosition,
        'data-theme': themeFor(darkNow.current),
        'data-lang': backendLocale('giscus', locale),
        'data-loading': 'lazy',
      })
      return loaded ? undefined : false
    },
    [JSON.stringify(backend), locale],
  )
  useFrameTheme(containerRef, 'iframe.giscus-frame', themeFor(dark), (theme) => ({
    giscus: { setConfig: { theme } },
  }))
  return <WidgetView kind="giscus" status={status} containerRef={containerRef} />
}
