// @vitest-environment node
// A list page's posts carry what cards show, not whole post records: the fields no card,
// post modal or list script reads stay on the article's own page.
import { loadRouteContext, type RouteContext } from '@/lib/routes/context'
import { toListedPost } from '@/lib/routes/listed-post'
import { homeProps, listPage, withListPreviews } from '@/lib/routes/lists'
import type { ListedPostLeftOut, ThemePageProps } from '@/lib/routes/types'
import { encodeVariant } from '@/lib/routes/variant'
import type { PostSummary } from '@/lib/site/types'
import { usePreviewBlog } from './preview-blog'

const LEFT_OUT: ListedPostLeftOut[] = ['slug', 'status', 'date', 'lastEditedDate', 'lastEditedDay', 'icon', 'fullWidth']

async function context(themeConfig: Record<string, unknown>): Promise<RouteContext> {
  const ctx = await loadRouteContext(encodeVariant({ theme: 'medium' }))
  if (!ctx) throw new Error('no context')
  return { ...ctx, themeConfig: { ...ctx.themeConfig, ...themeConfig } }
}

describe('list posts', () => {
  beforeEach(() => usePreviewBlog())

  it('leave out exactly the fields no card reads, and keep the preview', () => {
    const post = { id: 'a', slug: 's', status: 'Published', title: 'T', lastEditedDate: 'x', tags: ['t'] } as unknown as PostSummary
    const listed = toListedPost({ ...post, preview: 'p' })
    expect(listed).toEqual({ id: 'a', title: 'T', tags: ['t'], preview: 'p' })
    expect(post.slug).toBe('s')
  })

  it('on the home page, with previews on or off, and in the scroll API', async () => {
    for (const preview of [true, false]) {
      const ctx = await context({ MEDIUM_POST_LIST_PREVIEW: preview })
      const result = await withListPreviews(ctx, homeProps(ctx, 1))
      if (!('props' in result)) throw new Error('no page')
      const { posts } = (result.props as ThemePageProps<'LayoutIndex'>).data
      expect(posts.length).toBeGreaterThan(0)
      for (const post of posts) {
        for (const key of LEFT_OUT) expect(post).not.toHaveProperty(key)
        // What cards, modals and list filters read is all there.
        for (const key of ['id', 'title', 'href', 'summary', 'category', 'categories', 'tags', 'tagItems', 'publishDate', 'pageCover', 'pageCoverThumbnail', 'locked', 'ext'])
          expect(post).toHaveProperty(key)
      }
      expect(posts.some((p) => p.preview)).toBe(preview)
      const scrolled = await listPage(ctx, { kind: 'home' }, 1)
      for (const post of scrolled?.posts ?? []) for (const key of LEFT_OUT) expect(post).not.toHaveProperty(key)
    }
  })
})
