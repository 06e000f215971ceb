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

  it('a generated card: og:image and twitter:image name it, with its size, as a large image', () => {
    const card = 'https://x.test/api/og/post/article/a.png?v=0123456789'
    const head = renderHead({ image: card, imageSize: { width: 1200, height: 630 } })
    const meta = (key: string) => head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content')
    expect([meta('og:image'), meta('twitter:image'), meta('twitter:card')]).toEqual([card, card, 'summary_large_image'])
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['1200', '630'])
    cleanup()
    const cover = renderHead({ image: 'https://x.test/cover.jpg' })
    expect(cover.querySelector('meta[property="og:image:width"]')).toBeNull()
  })
})
