// Cusdis: the script comes from the Cusdis host. Its automatic first render is turned off so
// the widget draws into our element, after the language pack when the site is not English.
import { useEffect, useRef } from 'react'
import { useAppearance } from '@/components/appearance/useAppearance'
import { useSite } from '@/components/site/SiteContext'
import { backendLocale } from '@/lib/comments/locales'
import { absolutePageUrl } from '@/lib/comments/page'
import { loadScript } from '@/lib/plugins/load-asset'
import { requireGlobal, setWindowGlobal, windowGlobal } from '../globals'
import type { BackendProps } from '../types'
import { useWidget } from '../useWidget'
import { WidgetView } from '../WidgetView'

interface CusdisGlobal {
  renderTo(target: HTMLElement): void
  setTheme(theme: 'light' | 'dark'): void
}

export default function CusdisComments({ backend, page, locale }: BackendProps<'cusdis'>) {
  const { link } = useSite()
  const { dark } = useAppearance()
  const darkNow = useRef(dark)
  const { containerRef, status } = useWidget(
    'Cusdis',
    async (el) => {
      setWindowGlobal('CUSDIS_PREVENT_INITIAL_RENDER', true)
      const lang = backendLocale('cusdis', locale)
      if (lang) await loadScript(`${backend.host}/js/widget/lang/${lang}.js`)
      if (!(await loadScript(`${backend.host}/js/cusdis.umd.js`))) return false
      const target = document.createElement('div')
      Object.assign(target.dataset, {
        host: backend.host,
        appId: backend.appId,
        pageId: page.id,
        pageUrl: absolutePageUrl(page.path, link, location.origin),
        pageTitle: page.title,
        theme: darkNow.current ? 'dark' : 'light',
      })
      el.appendChild(target)
      requireGlobal<CusdisGlobal>('CUSDIS').renderTo(target)
    },
    [backend.host, backend.appId, page.id, page.path, page.title, link, locale],
  )
  useEffect(() => {
    darkNow.current = dark
    windowGlobal<Partial<CusdisGlobal>>('CUSDIS')?.setTheme?.(dark ? 'dark' : 'light')
  }, [dark])
  return <WidgetView kind="cusdis" status={status} containerRef={containerRef} />
}
