// @vitest-environment node
// The 404 page in the visitor's theme and language: what pages/404 ships (every site and theme)
// and how the browser picks the variant from the address (lib/routes/not-found-variant.ts).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { GetStaticPropsResult } from 'next'
import { resetSiteDataForTests } from '@/lib/data/site-data'
import { DEMO_ROOT_ID } from '@/lib/data/settings'
import { DICTIONARIES } from '@/lib/i18n/locales'
import { withVariant } from '@/lib/routes/links'
import { notFoundPage } from '@/lib/routes/next-routes'
import { defaultNotFoundProps, notFoundPropsFor } from '@/lib/routes/not-found-variant'
import type { NotFoundPageProps } from '@/lib/routes/types'
import { BUILT_THEMES } from '@/themes/registry.generated'

const saved = { id: process.env.NOTION_PAGE_ID, dir: process.env.NOTION_SNAPSHOT_DIR }
function restore() {
  for (const [key, value] of [['NOTION_PAGE_ID', saved.id], ['NOTION_SNAPSHOT_DIR', saved.dir]] as const) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
  resetSiteDataForTests()
}

async function build(): Promise<NotFoundPageProps> {
  const r = (await notFoundPage({} as never)) as GetStaticPropsResult<NotFoundPageProps>
  if (!('props' in r)) throw new Error('expected props')
  return r.props
}

let page: NotFoundPageProps

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  process.env.NOTION_PAGE_ID = `${DEMO_ROOT_ID},ja:${DEMO_ROOT_ID}`
  process.env.NOTION_SNAPSHOT_DIR = 'demo/workspace'
  resetSiteDataForTests()
  page = await build()
})
afterAll(restore)

describe('pages/404 props', () => {
  it('ship the default site and each language site, with every built theme’s settings', () => {
    expect(Object.keys(page.sites).sort()).toEqual(['', 'ja'])
    expect(page.sites['']!.chrome).toBeUndefined()
    expect(page.sites.ja!.chrome?.info.title).toBe('Folio Demo')
    for (const site of Object.values(page.sites)) expect(Object.keys(site.themeConfigs).sort()).toEqual([...BUILT_THEMES].sort())
    // The demo's Config row sets LANG (en-US).
    expect(page.sites['']).toMatchObject({ lang: 'en-US', theme: 'medium' })
  })

  it('are never indexed and name no canonical URL or structured data', () => {
    expect(page.seo).toMatchObject({ noindex: true, canonical: '', jsonLd: {} })
  })
})

describe('the variant a 404 address asks for', () => {
  it('is the default one for a plain address (and before hydration)', () => {
    const props = notFoundPropsFor(page, '/no/such/page')
    expect(props.variant).toEqual(page.variant)
    expect(props.title).toBe(page.title)
    expect(defaultNotFoundProps(page)).not.toHaveProperty('sites')
  })

  it('?theme=example: the example theme and its settings, and home keeps ?theme=', () => {
    for (const address of ['/nope?theme=example', '/404?theme=example']) {
      const props = notFoundPropsFor(page, address)
      expect(props.variant).toMatchObject({ theme: 'example', locale: 'en-US', prefix: '', keep: 'theme=example' })
      expect(props.themeConfig).toEqual(page.sites['']!.themeConfigs.example)
      expect(withVariant('/', props.variant)).toBe('/?theme=example')
    }
  })

  it('/ja/nope: the Japanese site, its chrome and language, and home is /ja', () => {
    const props = notFoundPropsFor(page, '/ja/nope')
    expect(props.variant).toMatchObject({ theme: 'medium', locale: 'ja-JP', prefix: '/ja', keep: '' })
    expect(props.chrome).toBe(page.sites.ja!.chrome)
    expect(props.title).toBe(`Folio Demo | ${DICTIONARIES['ja-JP'].title.notFound}`)
    expect(withVariant('/', props.variant)).toBe('/ja')
  })

  it('?lang= and an unknown theme or prefix, under SUB_PATH too', () => {
    expect(notFoundPropsFor(page, '/x?lang=fr&theme=nosuch').variant).toMatchObject({ theme: 'medium', locale: 'fr-FR', keep: 'lang=fr-FR' })
    expect(notFoundPropsFor(page, '/de/nope').variant).toMatchObject({ prefix: '', locale: 'en-US' })
    expect(notFoundPropsFor(page, '/blog/ja/nope?theme=example', '/blog').variant).toMatchObject({ theme: 'example', prefix: '/ja', locale: 'ja-JP' })
  })
})
