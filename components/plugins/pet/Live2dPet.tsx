// The live2d pet: a 280×250 canvas (settings) in the corner. Clicking it switches to the next
// theme; a model or renderer that fails to load is a console error and the canvas goes away.
// Only on screens 768 px or wider: on a phone it would cover most of the page, so smaller
// screens show and request nothing.
import { useRouter } from 'next/router'
import { useState } from 'react'
import { fullPageLoad } from '@/components/navigation/full-page-load'
import { usePageContext } from '@/components/site/SiteContext'
import { withThemeParam } from '@/components/theme/ThemeSwitcher'
import { useT } from '@/lib/i18n/react'
import type { PetPlugin } from '@/lib/plugins/types'
import { nextTheme } from '@/lib/theme/names'
import { useAfterInteractive } from '../useAfterInteractive'
import { useMediaQuery } from '../useMediaQuery'
import { loadLive2d } from './load-live2d'

export const LIVE2D_CANVAS_ID = 'folio-live2d'
export const LIVE2D_MEDIA = '(min-width: 768px)'

export function Live2dPet({ config }: { config: PetPlugin }) {
  const { t } = useT()
  const { asPath } = useRouter()
  const { variant, chrome } = usePageContext()
  const [failed, setFailed] = useState(false)
  const wide = useMediaQuery(LIVE2D_MEDIA)

  useAfterInteractive(() => {
    if (!wide) return
    loadLive2d(LIVE2D_CANVAS_ID, config.modelUrl, config.scriptUrl).catch((error: unknown) => {
      console.error('[plugins] the live2d model could not be loaded', error)
      setFailed(true)
    })
  }, [wide, config.modelUrl, config.scriptUrl])

  if (failed || !wide) return null
  return (
    <canvas
      id={LIVE2D_CANVAS_ID}
      width={config.width}
      height={config.height}
      role="button"
      tabIndex={0}
      aria-label={t.theme.switch}
      title={t.theme.switch}
      className="fixed bottom-0 right-0 z-30 cursor-pointer"
      style={{ width: config.width, height: config.height }}
      onClick={() => fullPageLoad(withThemeParam(asPath, nextTheme(variant.theme, chrome.themes)))}
      onKeyDown={(e) => {
        if (e.key === 'Enter') fullPageLoad(withThemeParam(asPath, nextTheme(variant.theme, chrome.themes)))
      }}
    />
  )
}
