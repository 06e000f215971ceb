// @vitest-environment node
// Data only some themes show: the site-wide post index (documentation tree, link directory),
// the article's media list, and for section sites, a home without the notice, the shared home
// widgets or posts beyond its blog section. Nothing hidden or locked may reach any of them.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { getSiteData } from '@/lib/data/site-data'
import { loadRouteContext } from '@/lib/routes/context'
import { encodeVariant } from '@/lib/routes/variant'
import { articleProps } from '@/lib/routes/article'
import { buildChrome } from '@/lib/routes/chrome'
import { homeProps } from '@/lib/routes/lists'
import { homePostsShown, themeShowsHomeWidgets, themeShowsNotice, themeShowsPostIndex } from '@/lib/theme/data-needs'
import { THEME_NAMES, type ThemeName } from '@/lib/theme/theme-names'

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

/** Every source file of a theme, as one text. */
function themeSource(theme: ThemeName): string {
  const dir = path.join(process.cwd(), 'themes', theme)
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f))
  return files.map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n')
}

async function homeOf(theme: ThemeName, themeConfig?: Record<string, unknown>) {
  const ctx = await loadRouteContext(encodeVariant({ theme }))
  if (!ctx) throw new Error(`no route context for ${theme}`)
  const result = homeProps(themeConfig ? { ...ctx, themeConfig: { ...ctx.themeConfig, ...themeConfig } } : ctx, 1)
  if (!('props' in result)) throw new Error('no home props')
  const props = await result.props
  if (props.layout !== 'LayoutIndex') throw new Error(props.layout)
  return { ctx, props, data: props.data as { posts: { id: string }[]; home: { recommended: unknown[] } } }
}

describe('section sites (their own home sections)', () => {
  it('are the only themes left without the notice and home widgets, and none of them shows either', () => {
    const hidden = THEME_NAMES.filter((t) => !themeShowsNotice(t))
    expect(hidden.sort()).toEqual(['landing', 'proxio', 'starter'])
    for (const theme of THEME_NAMES) {
      const source = themeSource(theme)
      if (/Announcement|HomeWidgets|notice/i.test(source)) expect(themeShowsNotice(theme), theme).toBe(true)
      if (/HomeWidgets|\bhome\b\s*[,}]|\.home\b/.test(source)) expect(themeShowsHomeWidgets(theme), theme).toBe(true)
      if (/\.posts\b|\{ posts/.test(source) && !/BlogSection|<Blog /.test(source)) expect(homePostsShown(theme, {}), theme).toBeNull()
    }
  })

  it("get a home with the blog section's posts only, no widgets, and no notice in the chrome", async () => {
    const medium = await homeOf('medium')
    expect(medium.ctx.chrome.notice).not.toBeNull()
    expect(medium.data.posts.length).toBe(medium.ctx.config.POSTS_PER_PAGE)
    expect(medium.data.home.recommended.length).toBeGreaterThan(0)

    const landing = await homeOf('landing')
    expect(landing.ctx.chrome.notice).toBeNull()
    expect(landing.data.home.recommended).toEqual([])
    expect(landing.data.posts.map((p) => p.id)).toEqual(medium.data.posts.slice(0, 3).map((p) => p.id))

    const proxio = await homeOf('proxio', { PROXIO_BLOG_COUNT: 4 })
    expect(proxio.data.posts.map((p) => p.id)).toEqual(medium.data.posts.slice(0, 4).map((p) => p.id))
    expect((await homeOf('starter', { STARTER_BLOG_COUNT: 0 })).data.posts).toEqual([])
    expect((await homeOf('starter')).data.posts).toHaveLength(6)
  })
})
