// Renders a site section with the theme's settings resolved the way the server resolves them:
// the section's zod fragment parses the given raw values (JSON text, as from the environment or
// the Config row, or already typed), and the page context carries the result, with the shapes
// of the local pictures it names (as themedProps adds them).
import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'
import { z } from 'zod'
import { SiteProvider } from '@/components/site/SiteContext'
import { coerceSettingValue } from '@/lib/config/coerce'
import { settingPictureRatios } from '@/lib/media/picture-ratio'
import { I18nProvider } from '@/lib/i18n/react'
import { siteSection } from '@/lib/theme/settings/fragments'
import { SITE_SECTION_FIELDS, type SiteSectionName } from '@/lib/theme/settings/site-section-fields'
import { fixtureContext } from '../../../fixtures/site-context'

const ALL = Object.keys(SITE_SECTION_FIELDS) as SiteSectionName[]
const schema = z.object(Object.assign({}, ...ALL.map((s) => siteSection('STARTER', s))) as Record<string, z.ZodType>)

/** Settings as text (coerced like env/Config values) or typed; each key is checked on its own like the resolver does. */
export function resolveStarterSettings(raw: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = schema.parse({})
  for (const [key, value] of Object.entries(raw)) {
    const field = schema.shape[key]
    if (!field) throw new Error(`no setting ${key}`)
    const parsed = field.safeParse(typeof value === 'string' ? coerceSettingValue(value) : value)
    if (parsed.success) values[key] = parsed.data
  }
  return values
}

export function renderSiteSection(ui: ReactElement, raw: Record<string, unknown> = {}, locale = 'en-US'): RenderResult {
  const base = fixtureContext({}, { theme: 'starter', locale: locale as 'en-US' })
  const themeConfig = resolveStarterSettings(raw)
  const value = { ...base, themeConfig, pictureRatios: settingPictureRatios(themeConfig) }
  return render(
    <SiteProvider value={value}>
      <I18nProvider locale={value.variant.locale}>{ui}</I18nProvider>
    </SiteProvider>,
  )
}
