// Renders medium-theme parts inside the site providers with the theme's settings. A medium
// layout element renders as a page does (through the theme root, so the frame knows the page);
// anything else renders on its own inside the theme's root.
import { render, type RenderResult } from '@testing-library/react'
import type { ComponentType, ReactElement } from 'react'
import { SiteProvider } from '@/components/site/SiteContext'
import { themeRoot } from '@/components/theme/theme-root'
import { I18nProvider } from '@/lib/i18n/react'
import type { LayoutDataMap, LayoutName, SiteChrome } from '@/lib/routes/types'
import medium from '@/themes/medium'
import { config, type MediumConfig } from '@/themes/medium/config'
import { fixtureContext } from '@/__tests__/fixtures/site-context'

interface Options {
  settings?: Partial<MediumConfig>
  chrome?: Partial<SiteChrome>
}

const Root = themeRoot(medium)

function layoutNameOf(ui: ReactElement): LayoutName | undefined {
  const entry = Object.entries(medium.layouts).find(([name, C]) => name !== 'LayoutBase' && C === (ui.type as ComponentType))
  return entry?.[0] as LayoutName | undefined
}

export function renderMedium(
  ui: ReactElement,
  { settings = {}, chrome = {} }: Options = {},
): RenderResult {
  const value = { ...fixtureContext(chrome, { theme: 'medium' }), themeConfig: { ...config.parse({}), ...settings } }
  const layout = layoutNameOf(ui)
  const page = layout ? (
    <Root layout={layout} data={ui.props as LayoutDataMap[LayoutName]} />
  ) : (
    // A part on its own, in the theme's root without the frame (a test of the top bar would
    // otherwise find two).
    <div id="theme-medium">{ui}</div>
  )
  return render(
    <SiteProvider value={layout ? { ...value, layout } : value}>
      <I18nProvider locale="en-US">{page}</I18nProvider>
    </SiteProvider>,
  )
}
