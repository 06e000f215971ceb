// @vitest-environment node
import { getPageSource } from '@/lib/data/site-data'
import { loadRouteContext, type RouteContext } from '@/lib/routes/context'
import { homeProps, listPage, searchProps, withListPreviews } from '@/lib/routes/lists'
import type { ListedPost, ThemePageProps } from '@/lib/routes/types'
import { encodeVariant } from '@/lib/routes/variant'
import { LONG_WORDS, usePreviewBlog } from './preview-blog'

async function context(
  themeConfig: Record<string, unknown>,
  config: Record<string, unknown> = {},
): Promise<RouteContext> {
  const ctx = await loadRouteContext(encodeVariant({ theme: 'medium' }))
  if (!ctx) throw new Error('no context')
  return {
    ...ctx,
    themeConfig: { ...ctx.themeConfig, ...themeConfig },
    config: { ...ctx.config, ...config },
  }
}

async function homePosts(ctx: RouteContext, page = 1): Promise<ListedPost[]> {
  const result = await withListPreviews(ctx, homeProps(ctx, page))
  if (!('props' in result)) throw new Error('no page')
  return (result.props as ThemePageProps<'LayoutIndex'>).data.posts
}

const bySlug = (posts: ListedPost[], slug: string) => posts.find((p) => p.href === `/article/${slug}`)

describe('list previews', () => {
  beforeEach(() => {
    usePreviewBlog()
    vi.restoreAllMocks()
  })

  it('gives a post without summary the first lines of its body as plain text', async () => {
    const posts = await homePosts(await context({ MEDIUM_POST_LIST_PREVIEW: true }))
    const lines = bySlug(posts, 'no-summary')?.preview?.split('\n')
    expect(lines).toHaveLength(12)
    // Headings, captions and table cells are text a reader sees; code is not a preview.
    expect(lines?.slice(0, 5)).toEqual([
      'Heading line',
      'First paragraph.',
      'A caption',
      'cell one cell two',
      'Point 1',
    ])
    expect(lines?.at(-1)).toBe('Point 8')
    expect(bySlug(posts, 'no-summary')?.preview).not.toContain('hidden')
  })

  it('follows POST_PREVIEW_LINES and caps long text', async () => {
    const posts = await homePosts(
      await context({ MEDIUM_POST_LIST_PREVIEW: true }, { POST_PREVIEW_LINES: 2 }),
    )
    expect(bySlug(posts, 'no-summary')?.preview).toBe('Heading line\nFirst paragraph.')
    const long = bySlug(posts, 'long-no-summary')?.preview ?? ''
    expect(long.length).toBeLessThan(LONG_WORDS.length / 2)
    expect(long.endsWith('…')).toBe(true)
  })

  it('never previews a post with a summary or a locked post, and never reads the locked body', async () => {
    const ctx = await context({ MEDIUM_POST_LIST_PREVIEW: true })
    const getPage = vi.spyOn(getPageSource(), 'getPage')
    const posts = await homePosts(ctx)
    expect(bySlug(posts, 'with-summary')).not.toHaveProperty('preview')
    const locked = bySlug(posts, 'locked-no-summary')!
    expect(locked).not.toHaveProperty('preview')
    expect(JSON.stringify(posts)).not.toContain('secret preview words')
    expect(getPage.mock.calls.map(([id]) => id)).not.toContain(locked.id)
  })

  it("reads only the bodies of the page's posts", async () => {
    const ctx = await context({ MEDIUM_POST_LIST_PREVIEW: true })
    const getPage = vi.spyOn(getPageSource(), 'getPage')
    const posts = await homePosts(ctx)
    expect(posts).toHaveLength(ctx.config.POSTS_PER_PAGE)
    const pageIds = new Set(posts.map((p) => p.id))
    expect(getPage.mock.calls.length).toBeGreaterThan(0)
    for (const [id] of getPage.mock.calls) expect(pageIds.has(id)).toBe(true)
  })

  it('adds nothing, and reads nothing, when the theme does not show previews', async () => {
    const ctx = await context({ MEDIUM_POST_LIST_PREVIEW: false }, { POST_LIST_PREVIEW: true })
    const getPage = vi.spyOn(getPageSource(), 'getPage')
    const posts = await homePosts(ctx)
    expect(posts.some((p) => 'preview' in p)).toBe(false)
    expect(getPage).not.toHaveBeenCalled()
  })

  it('falls back to POST_LIST_PREVIEW for a theme without its own setting', async () => {
    const ctx = await context({})
    const { MEDIUM_POST_LIST_PREVIEW: _dropped, ...rest } = ctx.themeConfig
    const off = await homePosts({
      ...ctx,
      themeConfig: rest,
      config: { ...ctx.config, POST_LIST_PREVIEW: false },
    })
    expect(bySlug(off, 'no-summary')?.preview).toBeUndefined()
    const on = await homePosts({
      ...ctx,
      themeConfig: rest,
      config: { ...ctx.config, POST_LIST_PREVIEW: true },
    })
    expect(bySlug(on, 'no-summary')?.preview).toContain('Heading line')
  })

  it('passes 404s through and previews search results too', async () => {
    const ctx = await context({ MEDIUM_POST_LIST_PREVIEW: true })
    expect(await withListPreviews(ctx, homeProps(ctx, 99))).toMatchObject({ notFound: true })
    const result = await withListPreviews(ctx, searchProps(ctx, 'no-summary', 1))
    const posts =
      'props' in result ? (result.props as ThemePageProps<'LayoutSearch'>).data.posts : []
    expect(bySlug(posts, 'no-summary')?.preview).toContain('First paragraph.')
  })

  it('answers page N of a list with its previews, the list size and the page size', async () => {
    const ctx = await context({ MEDIUM_POST_LIST_PREVIEW: true })
    const page2 = await listPage(ctx, { kind: 'home' }, 2)
    expect(page2).toMatchObject({ page: 2, totalPages: 2, total: 24, perPage: 12 })
    expect(page2?.posts).toHaveLength(12)
    expect(page2?.posts.every((p) => p.preview?.startsWith('extra body'))).toBe(true)
    expect(await listPage(ctx, { kind: 'home' }, 3)).toBeNull()
    const tagged = await listPage(ctx, { kind: 'category', name: 'Notes' }, 1)
    expect(tagged?.total).toBe(24)
  })
})
