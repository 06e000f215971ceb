// The contact address end to end: the CONTACT_EMAIL setting → the route layer's page props →
// the ContactEmail button → the decoded address on click. Each half is tested alone elsewhere;
// this catches a second encoding (or a missing one) anywhere between them.
import { fireEvent, render, screen } from '@testing-library/react'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ContactEmail } from '@/components/chrome/ContactEmail'
import { SocialLinks } from '@/components/footer/SocialLinks'
import { fullPageLoad } from '@/components/navigation/full-page-load'
import { SiteProvider } from '@/components/site/SiteContext'
import { resetSiteDataForTests } from '@/lib/data/site-data'
import { I18nProvider } from '@/lib/i18n/react'
import { homeProps } from '@/lib/routes/lists'
import { loadRouteContext } from '@/lib/routes/context'
import type { ThemePageProps } from '@/lib/routes/types'
import { encodeVariant } from '@/lib/routes/variant'

vi.mock('@/components/navigation/full-page-load', () => ({ fullPageLoad: vi.fn() }))

const ADDRESS = 'owner@example.org'
const cacheDirs: string[] = []

async function homePageProps(setting: string): Promise<ThemePageProps> {
  vi.stubEnv('CONTACT_EMAIL', setting)
  vi.stubEnv('NOTION_PAGE_ID', '')
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'folio-contact-'))
  cacheDirs.push(cacheDir)
  vi.stubEnv('FOLIO_CACHE_DIR', cacheDir)
  resetSiteDataForTests()
  const ctx = await loadRouteContext(encodeVariant({ theme: 'medium' }))
  if (!ctx) throw new Error('no route context')
  const result = homeProps(ctx, 1)
  if (!('props' in result)) throw new Error('no home page')
  // Page props travel as JSON: serialise them as Next does.
  return JSON.parse(JSON.stringify(await result.props)) as ThemePageProps
}

function renderPage(props: ThemePageProps, ui: React.ReactElement) {
  return render(
    <SiteProvider value={props}>
      <I18nProvider locale="en-US">{ui}</I18nProvider>
    </SiteProvider>,
  )
}

describe('contact e-mail from setting to click', () => {
  beforeEach(() => vi.mocked(fullPageLoad).mockClear())
  afterEach(() => {
    vi.unstubAllEnvs()
    resetSiteDataForTests()
    for (const dir of cacheDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  for (const [what, setting] of [
    ['a plain address', ADDRESS],
    ['a base64 address', btoa(ADDRESS)],
  ] as const) {
    it(`opens mailto:<address> for ${what}, which the page data never holds in clear`, async () => {
      const props = await homePageProps(setting)
      expect(JSON.stringify(props)).not.toContain(ADDRESS)
      const html = renderToStaticMarkup(
        <SiteProvider value={props}>
          <I18nProvider locale="en-US">
            <ContactEmail />
          </I18nProvider>
        </SiteProvider>,
      )
      expect(html).not.toContain(ADDRESS)
      renderPage(props, <ContactEmail />)
      fireEvent.click(screen.getByRole('button', { name: /Email/ }))
      expect(vi.mocked(fullPageLoad)).toHaveBeenCalledWith(`mailto:${ADDRESS}`)
    })
  }

  it('the social links’ e-mail button decodes the same way', async () => {
    const props = await homePageProps(ADDRESS)
    renderPage(props, <SocialLinks />)
    fireEvent.click(screen.getByRole('button', { name: 'Email' }))
    expect(vi.mocked(fullPageLoad)).toHaveBeenCalledWith(`mailto:${ADDRESS}`)
  })
})
