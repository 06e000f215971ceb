// @vitest-environment node
// A language prefix sets the interface language; what is pre-rendered at build time; lean
// list props (the home widgets only on the first home page).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { GetStaticPropsResult } from 'next'
import { resetSiteDataForTests } from '@/lib/data/site-data'
import { DEMO_ROOT_ID } from '@/lib/data/settings'
import { DICTIONARIES } from '@/lib/i18n/locales'
import { loadRouteContext } from '@/lib/routes/context'
import {
  archiveRoute, articleRoute, categoryRoute, homePagedRoute, homeRoute, tagRoute,
} from '@/lib/routes/next-routes'
import type { ThemePageProps } from '@/lib/routes/types'
import { encodeVariant } from '@/lib/routes/variant'

type Result = GetStaticPropsResult<ThemePageProps>
const props = (r: unknown) => {
  const result = r as Result
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`)
  return result.props
}
const paramsOf = async (route: { getStaticPaths: (c: never) => unknown }) =>
  ((await route.getStaticPaths({} as never)) as { paths: { params: Record<string, string> }[]; fallback: unknown })

const saved = { id: process.env.NOTION_PAGE_ID, dir: process.env.NOTION_SNAPSHOT_DIR }
function restore() {
  for (const [key, value] of [['NOTION_PAGE_ID', saved.id], ['NOTION_SNAPSHOT_DIR', saved.dir]] as const) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
  resetSiteDataForTests()
}

beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterAll(restore)

// ja, not en: the demo's own language (its Config row's LANG) is en-US.
describe('a language site (NOTION_PAGE_ID=<demo>,ja:<demo>)', () => {
  beforeAll(() => {
    process.env.NOTION_PAGE_ID = `${DEMO_ROOT_ID},ja:${DEMO_ROOT_ID}`
    process.env.NOTION_SNAPSHOT_DIR = 'demo/workspace'
    resetSiteDataForTests()
  })
  afterAll(restore)

  it('speaks the language its prefix names, in the variant (html lang) and the titles', async () => {
    const ja = encodeVariant({ site: 'ja' })
    const ctx = await loadRouteContext(ja)
    expect(ctx?.variant).toMatchObject({ locale: 'ja-JP', prefix: '/ja' })
    expect(props(await archiveRoute.getStaticProps({ params: { variant: ja } })).title).toBe(
      `${DICTIONARIES['ja-JP'].title.archive} | Folio Demo`,
    )
    // The default workspace keeps the configured language (the demo's Config row: en-US).
    const own = props(await archiveRoute.getStaticProps({ params: { variant: '_v' } }))
    expect(own.variant.locale).toBe('en-US')
    expect(own.title).toBe('Archive | Folio Demo')
  })

  it('?lang= still wins over the prefix; a prefix without a dictionary keeps the configured language', async () => {
    expect((await loadRouteContext(encodeVariant({ site: 'ja', locale: 'fr-FR' })))?.variant.locale).toBe('fr-FR')
    process.env.NOTION_PAGE_ID = `${DEMO_ROOT_ID},de:${DEMO_ROOT_ID}`
    resetSiteDataForTests()
    expect((await loadRouteContext(encodeVariant({ site: 'de' })))?.variant.locale).toBe('en-US')
  })
})

describe('pre-rendering and lean props on the demo', () => {
  beforeAll(() => {
    delete process.env.NOTION_PAGE_ID
    resetSiteDataForTests()
  })

  it('pre-renders the first home pages, every category and the tags, all with blocking fallback', async () => {
    const home = await paramsOf(homePagedRoute)
    expect(home.paths.map((p) => p.params.page)).toEqual(['2', '3'])
    const categories = await paramsOf(categoryRoute)
    expect(categories.paths.map((p) => p.params.category).sort()).toEqual(['Design', 'Engineering', 'Life', 'Notion', '随笔'])
    const tags = await paramsOf(tagRoute)
    expect(tags.paths).toHaveLength(13)
    expect(tags.paths[0]!.params).toEqual({ variant: '_v', tag: expect.any(String) })
    for (const r of [home, categories, tags]) expect(r.fallback).toBe('blocking')
    const articles = await paramsOf(articleRoute)
    expect(articles.paths.length).toBeGreaterThan(20)
  })

  it('only the first home page carries the home widgets', async () => {
    const first = props(await homeRoute.getStaticProps({ params: { variant: '_v' } })) as ThemePageProps<'LayoutIndex'>
    expect(first.data.home?.recommended.length).toBeGreaterThan(0)
    const second = props(await homePagedRoute.getStaticProps({ params: { variant: '_v', page: '2' } })) as ThemePageProps<'LayoutIndex'>
    expect('home' in second.data).toBe(false)
    expect(JSON.stringify(second.data)).not.toContain('heroIcons')
  })
})
