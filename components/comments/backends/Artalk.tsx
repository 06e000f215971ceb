// Artalk: script and stylesheet come from the owner's Artalk server; follows dark mode live.
import { useEffect, useRef } from 'react'
import { useAppearance } from '@/components/appearance/useAppearance'
import { backendLocale } from '@/lib/comments/locales'
import { loadScript, loadStylesheet } from '@/lib/plugins/load-asset'
import { requireGlobal } from '../globals'
import type { BackendProps } from '../types'
import { useWidget } from '../useWidget'
import { WidgetView } from '../WidgetView'

interface ArtalkInstance {
  setDarkMode(dark: boolean): void
  destroy(): void
}

interface ArtalkGlobal {
  init(options: Record<string, unknown>): ArtalkInstance
}

export default function ArtalkComments({ backend, page, locale }: BackendProps<'artalk'>) {
  const { dark } = useAppearance()
  const darkNow = useRef(dark)
  const instance = useRef<ArtalkInstance | null>(null)
  const { containerRef, status } = useWidget(
    'Artalk',
    async (el) => {
      // The stylesheet is not waited for: a slow one must not hold the comments back.
      void loadStylesheet(`${backend.server}/dist/Artalk.css`)
      if (!(await loadScript(`${backend.server}/dist/Artalk.js`))) return false
      const artalk = requireGlobal<ArtalkGlobal>('Artalk').init({
        el,
        pageKey: page.path,
        pageTitle: page.title,
        server: backend.server,
        site: backend.site,
        locale: backendLocale('artalk', locale),
        darkMode: darkNow.current,
      })
      instance.current = artalk
      return () => {
        instance.current = null
        artalk.destroy()
      }
    },
    [backend.server, backend.site, page.path, page.title, locale],
  )
  useEffect(() => {
    darkNow.current = dark
    instance.current?.setDarkMode(dark)
  }, [dark])
  return <WidgetView kind="artalk" status={status} containerRef={containerRef} />
}
