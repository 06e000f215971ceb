// @vitest-environment node
// A theme's home showing one of the site's pages (<THEME>_INDEX_PAGE), with a reported fallback.
import { vi } from 'vitest'
import { loadRouteContext, type RouteContext } from '@/lib/routes/context'
import { homeProps } from '@/lib/routes/lists'
import { withIndexPage } from '@/lib/routes/index-page'
import { encodeVariant } from '@/lib/routes/variant'

async function context(indexPage?: string): Promise<RouteContext> {
  const ctx = await loadRouteContext(encodeVariant({}))
  if (!ctx) throw new Error('no route context')
  if (indexPage === undefined) return ctx
  return { ...ctx, variant: { ...ctx.variant, theme: 'gitbook' }, themeConfig: { GITBOOK_INDEX_PAGE: indexPage } }
}

const dataOf = (result: Awaited<ReturnType<typeof withIndexPage>>) => ('props' in result ? result.props.data : null)

describe('withIndexPage', () => {
  it('leaves a theme without an index-page setting alone', async () => {
    const ctx = await context()
    expect(dataOf(await withIndexPage(ctx, homeProps(ctx, 1)))).not.toHaveProperty('indexPage')
  })

  it("carries the named page's article (body and TOC) on the home page only", async () => {
    const ctx = await context('/about/')
    const data = dataOf(await withIndexPage(ctx, homeProps(ctx, 1))) as { indexPage?: { post: { slug: string }; body: unknown } }
    expect(data.indexPage?.post.slug).toBe('about')
    expect(data.indexPage?.body).toBeTruthy()
    expect(dataOf(await withIndexPage(ctx, homeProps(ctx, 2)))).not.toHaveProperty('indexPage')
  })

  it('keeps a locked page locked', async () => {
    const ctx = await context('letter-to-future-me')
    const data = dataOf(await withIndexPage(ctx, homeProps(ctx, 1))) as { indexPage?: { post: { locked: boolean }; body: unknown } }
    expect(data.indexPage?.post.locked).toBe(true)
    expect(data.indexPage?.body).toBeNull()
  })

  it('reports a slug that names no visible page once, and falls back to the post list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const ctx = await context('no-such-page')
    const first = dataOf(await withIndexPage(ctx, homeProps(ctx, 1))) as { indexPage?: unknown; posts: unknown[] }
    await withIndexPage(ctx, homeProps(ctx, 1))
    expect(first.indexPage).toBeNull()
    expect(first.posts.length).toBeGreaterThan(0)
    expect(warn.mock.calls.filter((c) => String(c[0]).includes('GITBOOK_INDEX_PAGE'))).toHaveLength(1)
    warn.mockRestore()
  })

  it('takes a slug with a broken %-escape as naming no page instead of failing the home page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const ctx = await context('%E0%A4%A')
    const data = dataOf(await withIndexPage(ctx, homeProps(ctx, 1))) as { indexPage?: unknown }
    expect(data.indexPage).toBeNull()
    warn.mockRestore()
  })
})
