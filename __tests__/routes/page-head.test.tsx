// The document head: a 404 (noindex, no canonical, no JSON-LD) against an indexed page.
import { cleanup, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PageHead } from '@/components/seo/PageHead'
import { RouteLoadingProvider } from '@/components/site/RouteLoading'
import { SiteProvider } from '@/components/site/SiteContext'
import type { SeoMeta } from '@/lib/routes/types'
import { resetRouter } from '@/__tests__/fixtures/router'
import { fixtureContext } from '@/__tests__/fixtures/site-context'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)
// next/head needs Next's head manager; here its children are rendered where they stand.
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }))

function renderHead(seo: Partial<SeoMeta>) {
  const context = fixtureContext()
  render(
    <RouteLoadingProvider>
      <SiteProvider value={{ ...context, seo: { ...context.seo, ...seo } }}>
        <PageHead />
      </SiteProvider>
    </RouteLoadingProvider>,
  )
  // React 19 hoists <title>, <meta> and <link> into document.head.
  return document
}

describe('PageHead', () => {
  beforeEach(() => resetRouter('/'))
  afterEach(() => cleanup())

  it('an indexed page: canonical, og:url and its JSON-LD, no robots meta', () => {
    const head = renderHead({ canonical: 'https://x.test/a', jsonLd: { '@type': 'WebPage' } })
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://x.test/a')
    expect(head.querySelector('meta[property="og:url"]')).not.toBeNull()
    expect(head.querySelector('script[type="application/ld+json"]')?.textContent).toBe('{"@type":"WebPage"}')
    expect(head.querySelector('meta[name="robots"]')).toBeNull()
    // FAVICON, as the chrome carries it (under SUB_PATH the props already hold /blog/…).
    expect(head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.ico')
  })

  it('a 404: noindex, and neither canonical, og:url nor JSON-LD', () => {
    const head = renderHead({ canonical: '', noindex: true, jsonLd: {} })
    expect(head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
    expect(head.querySelector('link[rel="canonical"], meta[property="og:url"], script')).toBeNull()
  })
})
