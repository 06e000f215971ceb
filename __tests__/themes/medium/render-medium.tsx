// Renders medium-theme parts inside the site providers with the theme's settings.
import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'
import { SiteProvider } from '@/components/site/SiteContext'
import { I18nProvider } from '@/lib/i18n/react'
import type { SiteChrome } from '@/lib/routes/types'
import { config, type MediumConfig } from '@/themes/medium/config'
import { LayoutBase } from '@/themes/medium/LayoutBase'
import { fixtureContext } from '@/__tests__/fixtures/site-context'

interface Options {
  settings?: Partial<MediumConfig>
  chrome?: Partial<SiteChrome>
}

export function renderMedium(
  ui: ReactElement,
  { settings = {}, chrome = {} }: Options = {},
): RenderResult {
  const value = { ...fixtureContext(chrome, { theme: 'medium' }), themeConfig: { ...config.parse({}), ...settings } }
  return render(
    <SiteProvider value={value}>
      <I18nProvider locale="en-US">
        <LayoutBase layout="LayoutIndex">{ui}</LayoutBase>
      </I18nProvider>
    </SiteProvider>,
  )
}
