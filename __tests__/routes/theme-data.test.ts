// @vitest-environment node
// Data only some themes show: the site-wide post index (documentation tree, link directory)
// and the article's media list. Nothing hidden or locked may reach either.
import { getSiteData } from '@/lib/data/site-data'
import { loadRouteContext } from '@/lib/routes/context'
import { encodeVariant } from '@/lib/routes/variant'
import { articleProps } from '@/lib/routes/article'
import { buildChrome } from '@/lib/routes/chrome'
import { themeShowsPostIndex } from '@/lib/theme/data-needs'

describe('post index in the chrome', () => {
  it('is sent only to the themes that show every post', async () => {
    const data = await getSiteData()
    expect(buildChrome(data, data.config).postIndex).toBeUndefined()
    expect(themeShowsPostIndex('gitbook')).toBe(true)
    expect(themeShowsPostIndex('nav')).toBe(true)
    expect(themeShowsPostIndex('medium')).toBe(false)
  })

  it('holds every published post in list order, lean, and nothing the owner hid', async () => {
    const data = await getSiteData()
    const index = buildChrome(data, data.config, { postIndex: true }).postIndex ?? []
    expect(index.map((p) => p.href)).toEqual(data.site.posts.map((p) => p.href))
    const hidden = data.site.routable.filter((p) => p.status !== 'Published' || p.type !== 'Post')
    expect(hidden.length).toBeGreaterThan(0)
    for (const p of hidden) expect(index.some((e) => e.href === p.href)).toBe(false)
    expect(Object.keys(index[0] ?? {}).sort()).toEqual(['category', 'external', 'href', 'pageIcon', 'publishDay', 'title'])
  })
})

describe('article media', () => {
  it('lists the block tour’s video and embed, and nothing for a locked post', async () => {
    const ctx = await loadRouteContext(encodeVariant({}))
    if (!ctx) throw new Error('no route context')
    const tour = await articleProps(ctx, ['article', 'block-tour'])
    const tourMedia = 'props' in tour ? tour.props.data.media : undefined
    expect(tourMedia?.map((m) => m.kind)).toEqual(['video', 'embed'])
    const locked = await articleProps(ctx, ['article', 'letter-to-future-me'])
    expect('props' in locked ? locked.props.data.media : undefined).toEqual([])
  })
})
