// @vitest-environment node
// Nothing secret ever reaches the browser: with every secret setting set to a sentinel, no
// route's props, no /api/posts answer and no search index document holds any of them.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { GetStaticProps } from 'next'
import { flagsOf, loadBaseConfig, siteConfigSchema, type SettingKey } from '@/lib/config'
import { resetSiteDataForTests } from '@/lib/data/site-data'
import { archiveRoute, articleRoute, categoryListRoute, homeRoute } from '@/lib/routes/next-routes'
import type { ThemePageProps } from '@/lib/routes/types'
import { getSearchIndex, resetSearchIndexForTests } from '@/lib/search/index-store'
import { createPostsHandler } from '@/pages/api/posts'
import { apiRequest, apiResponse } from '../search/api-mocks'

const SECRET_KEYS = Object.entries(siteConfigSchema.shape)
  .filter(([, field]) => flagsOf(field).secret)
  .map(([key]) => key)
const sentinel = (key: string) => `SENTINEL-${key}-`.padEnd(48, 'q')
const saved = Object.fromEntries(['NOTION_PAGE_ID', ...SECRET_KEYS].map((k) => [k, process.env[k]]))

type Route = { getStaticProps: GetStaticProps<ThemePageProps> }
const propsOf = async (route: Route, params: Record<string, string | string[]>) =>
  JSON.stringify(await route.getStaticProps({ params: { variant: '_v', ...params } }))

function expectNoSecret(what: string, text: string) {
  expect(text.length, what).toBeGreaterThan(100)
  for (const key of SECRET_KEYS) expect(text.includes(sentinel(key)), `${key} in ${what}`).toBe(false)
  expect(text, what).not.toContain('SENTINEL-')
}

beforeAll(() => {
  delete process.env.NOTION_PAGE_ID // the bundled demo (a snapshot: the token is never used)
  for (const key of SECRET_KEYS) process.env[key] = sentinel(key)
  resetSiteDataForTests()
  resetSearchIndexForTests()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterAll(() => {
  vi.restoreAllMocks()
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  }
  resetSiteDataForTests()
  resetSearchIndexForTests()
})

describe('secret settings', () => {
  it('cover the tokens and keys the brief names', () => {
    expect(SECRET_KEYS).toEqual(
      expect.arrayContaining(['NOTION_TOKEN_V2', 'REVALIDATE_SECRET', 'UNLOCK_SECRET', 'CLERK_SECRET_KEY', 'AI_SUMMARY_KEY']),
    )
  })

  it('appear in no page props, /api/posts answer or search index document', async () => {
    for (const key of SECRET_KEYS) expect(loadBaseConfig().config[key as SettingKey]).toBe(sentinel(key))
    const home = JSON.parse(await propsOf(homeRoute, {})) as { props: ThemePageProps<'LayoutIndex'> }
    expectNoSecret('home', JSON.stringify(home))
    const posts = home.props.data.posts
    const locked = posts.find((p) => p.locked)
    const open = posts.find((p) => !p.locked && !p.external)
    if (!locked || !open) throw new Error('demo changed: needs a locked and an open post')
    for (const post of [open, locked]) {
      expectNoSecret(`article ${post.href}`, await propsOf(articleRoute, { slug: post.href.split('/').filter(Boolean) }))
    }
    expectNoSecret('archive', await propsOf(archiveRoute, {}))
    if (!open.category) throw new Error('demo changed: the post needs a category')
    expectNoSecret('category', await propsOf(categoryListRoute, { category: open.category }))
    const { res, json } = apiResponse()
    await createPostsHandler()(apiRequest({ query: { list: 'home', page: '1' } }), res)
    expectNoSecret('/api/posts', JSON.stringify(json()))
    expectNoSecret('search index', JSON.stringify(await getSearchIndex()))
  })
})
