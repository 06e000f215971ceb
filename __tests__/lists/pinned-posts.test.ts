// @vitest-environment node
// TOP_TAG on the demo workspace: its posts lead the home page and its numbered pages (and the
// scroll API's home list), most recently edited first and marked pinned; category, tag and search
// lists keep their order; an empty TOP_TAG, or a tag no post has, changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GetStaticPropsResult } from 'next'
import { resetSiteDataForTests } from '@/lib/data/site-data'
import { loadRouteContext, type RouteContext } from '@/lib/routes/context'
import { categoryProps, homePosts, homeProps, listPage, searchProps, tagProps, withListPreviews } from '@/lib/routes/lists'
import type { ListedPost, ThemePageProps } from '@/lib/routes/types'
import { DEFAULT_VARIANT } from '@/lib/routes/variant'
import { pinnedFirst } from '@/lib/site/pinned'
import { themeRouteContext } from '@/__tests__/fixtures/page-props'

const TAG = 'Travel'
const ids = (posts: readonly { id: string }[]) => posts.map((p) => p.id)
const pinnedIds = (posts: readonly ListedPost[]) => ids(posts.filter((p) => p.pinned))

async function postsOf(result: GetStaticPropsResult<ThemePageProps> | Promise<GetStaticPropsResult<ThemePageProps>>) {
  const r = await result
  if (!('props' in r)) throw new Error(`expected a page, got ${JSON.stringify(r)}`)
  return (r.props.data as { posts: ListedPost[] }).posts
}

let base: RouteContext
const withTopTag = (topTag: string, perPage = 12): RouteContext => ({
  ...base,
  config: { ...base.config, TOP_TAG: topTag, POSTS_PER_PAGE: perPage },
})

beforeAll(async () => {
  base = await themeRouteContext('medium')
})

describe('pinnedFirst (the demo posts)', () => {
  it('puts the tag’s posts first, newest edit first whatever their place, and keeps the rest in order', () => {
    const site = base.data.site.posts
    const travel = site.filter((p) => p.tags.includes(TAG))
    expect(travel.length).toBeGreaterThanOrEqual(2)
    const byEdit = [...travel].sort((a, b) => b.lastEditedDate.localeCompare(a.lastEditedDate))
    // Reversed, the list order and the edit order disagree: the edit order wins.
    const reversed = [...site].reverse()
    const pinned = pinnedFirst(reversed, TAG)
    expect(ids(pinned.slice(0, travel.length))).toEqual(ids(byEdit))
    expect(pinned.slice(0, travel.length).every((p) => p.pinned === true)).toBe(true)
    expect(ids(pinned.slice(travel.length))).toEqual(ids(reversed.filter((p) => !p.tags.includes(TAG))))
    expect(pinned.slice(travel.length).some((p) => 'pinned' in p)).toBe(false)
    expect(pinned).toHaveLength(site.length)
  })

  it('changes nothing for an empty tag or one no post has', () => {
    const site = base.data.site.posts
    for (const tag of ['', '  ', 'No such tag']) {
      const listed = pinnedFirst(site, tag)
      expect(listed).toEqual(site)
      expect(listed.some((p) => 'pinned' in p)).toBe(false)
    }
  })
})

describe('TOP_TAG on the routes', () => {
  it('home and /page/N: pinned posts first (page 1), each post once, the page count unchanged', async () => {
    const ctx = withTopTag(TAG, 3)
    const site = base.data.site.posts
    const travel = site.filter((p) => p.tags.includes(TAG))
    const expected = [...travel.sort((a, b) => b.lastEditedDate.localeCompare(a.lastEditedDate)), ...site.filter((p) => !p.tags.includes(TAG))]
    const pages = Math.ceil(site.length / 3)
    const listed: ListedPost[] = []
    for (let page = 1; page <= pages; page++) listed.push(...(await postsOf(withListPreviews(ctx, homeProps(ctx, page)))))
    expect(ids(listed)).toEqual(ids(expected))
    expect(pinnedIds(listed)).toEqual(ids(travel))
    expect(homeProps(ctx, pages + 1)).toMatchObject({ notFound: true })
    // The order differs from the plain one: the last Travel post is far down without TOP_TAG.
    expect(ids(site).indexOf(travel.at(-1)!.id)).toBeGreaterThan(3)
  })

  it('the scroll API’s home list follows the same order, with the flag', async () => {
    const ctx = withTopTag(TAG, 3)
    const first = await listPage(ctx, { kind: 'home' }, 1)
    const second = await listPage(ctx, { kind: 'home' }, 2)
    expect(ids([...first!.posts, ...second!.posts])).toEqual(ids(homePosts(ctx).slice(0, 6)))
    expect(first!.posts[0]?.pinned).toBe(true)
    expect(first!.total).toBe(base.data.site.posts.length)
  })

  it('category, tag and search lists keep their usual order, unmarked', async () => {
    const ctx = withTopTag(TAG)
    const plain = withTopTag('')
    for (const list of [
      (c: RouteContext) => categoryProps(c, 'Engineering', 1),
      (c: RouteContext) => tagProps(c, 'Photography', 1),
      (c: RouteContext) => searchProps(c, 'the', 1),
    ]) {
      const pinned = await postsOf(list(ctx))
      expect(pinned.length).toBeGreaterThan(0)
      expect(ids(pinned)).toEqual(ids(await postsOf(list(plain))))
      expect(pinnedIds(pinned)).toEqual([])
    }
  })

  it('an empty TOP_TAG or a tag no post has changes nothing', async () => {
    const plain = await postsOf(withListPreviews(base, homeProps(withTopTag(''), 1)))
    expect(ids(plain)).toEqual(ids(base.data.site.posts.slice(0, 12)))
    expect(plain.some((p) => 'pinned' in p)).toBe(false)
    const unknown = await postsOf(withListPreviews(base, homeProps(withTopTag('No such tag'), 1)))
    expect(unknown).toEqual(plain)
  })
})

describe('TOP_TAG from the environment', () => {
  const saved = process.env.TOP_TAG
  beforeAll(() => {
    process.env.TOP_TAG = TAG
    resetSiteDataForTests()
  })
  afterAll(() => {
    if (saved === undefined) delete process.env.TOP_TAG
    else process.env.TOP_TAG = saved
    resetSiteDataForTests()
  })

  it('is read like every setting', async () => {
    const ctx = await loadRouteContext(DEFAULT_VARIANT)
    expect(ctx!.config.TOP_TAG).toBe(TAG)
    expect(homePosts(ctx!)[0]).toMatchObject({ pinned: true, tags: expect.arrayContaining([TAG]) })
  })
})
