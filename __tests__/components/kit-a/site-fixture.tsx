// Test frame for kit A components: the page context and dictionaries a theme page provides,
// with small fixture values, and a stand-in router.
import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { vi } from 'vitest'
import { SiteProvider, type SiteContextValue } from '@/components/site/SiteContext'
import type { Locale } from '@/lib/i18n'
import { I18nProvider } from '@/lib/i18n/react'
import type { RenderVariant, SiteChrome } from '@/lib/routes/types'
import { fixtureChrome as sharedFixtureChrome } from '../../fixtures/site-context'

export const router = {
  asPath: '/',
  replace: vi.fn(async () => true),
  push: vi.fn(async () => true),
  prefetch: vi.fn(async () => undefined),
  events: { on: vi.fn(), off: vi.fn() },
}

/** The shared fixture chrome with this kit's own title, icon and timings. */
export function fixtureChrome(overrides: Partial<SiteChrome> = {}): SiteChrome {
  return sharedFixtureChrome({
    info: { title: 'Kit Blog', description: 'Fixture', icon: '📘', pageCover: '' },
    bio: '',
    notFoundRedirectSeconds: 3,
    themes: [],
    ...overrides,
  })
}

interface Options {
  locale?: Locale
  chrome?: Partial<SiteChrome>
  variant?: Partial<RenderVariant>
}

export function renderWithSite(ui: ReactElement, options: Options = {}): RenderResult {
  const locale = options.locale ?? 'en-US'
  const value: SiteContextValue = {
    layout: 'LayoutIndex',
    variant: { theme: 'medium', locale, lite: false, prefix: '', keep: '', ...options.variant },
    title: 'Kit Blog',
    seo: { description: '', canonical: '/', image: '', type: 'website', keywords: '', jsonLd: {} },
    chrome: fixtureChrome(options.chrome),
    themeConfig: {},
  }
  // A wrapper (not a tree) so rerender() keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SiteProvider value={value}>
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </SiteProvider>
  )
  return render(ui, { wrapper })
}
