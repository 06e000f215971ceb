// Renders medium-theme parts inside the site providers with the theme's settings: a layout
// element as a page (frame included), anything else on its own in the theme's root.
import type { RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'
import type { SiteChrome } from '@/lib/routes/types'
import medium from '@/themes/medium'
import { config, type MediumConfig } from '@/themes/medium/config'
import { themeRenderer } from '@/__tests__/fixtures/render-theme'
import { loadThemeLayouts } from '@/components/theme/theme-root'

// medium loads each layout lazily: loaded once here, every render is synchronous.
await loadThemeLayouts(medium)

interface Options {
  settings?: Partial<MediumConfig>
  chrome?: Partial<SiteChrome>
}

const renderPage = themeRenderer(medium, config)

export function renderMedium(ui: ReactElement, options: Options = {}): RenderResult {
  return renderPage(ui, options)
}
