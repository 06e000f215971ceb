// Artalk from its npm package (client and stylesheet, loaded when the section scrolls into
// view), talking to the owner's Artalk server; follows the site's dark mode live.
import { useEffect, useRef } from 'react'
import { useAppearance } from '@/components/appearance/useAppearance'
import { backendLocale } from '@/lib/comments/locales'
import type { BackendProps } from '../types'
import { useWidget } from '../useWidget'
import { WidgetView } from '../WidgetView'

interface ArtalkInstance {
  setDarkMode(dark: boolean): void
  destroy(): void
}

export default function ArtalkComments({ backend, page, locale }: BackendProps<'artalk'>) {
  const { dark } = useAppearance()
  const darkNow = useRef(dark)
  const instance = useRef<ArtalkInstance | null>(null)
  const { containerRef, status } = useWidget(
    'Artalk',
    async (el) => {
      const { default: Artalk } = await import('../packages/artalk')
      const artalk = Artalk.init({
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
