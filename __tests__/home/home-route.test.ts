// @vitest-environment node
// The home route hands the widgets' data to LayoutIndex (demo workspace, real route layer).
import { describe, expect, it } from 'vitest'
import { homeProps } from '@/lib/routes/lists'
import { themeRouteContext } from '@/__tests__/fixtures/page-props'

describe('home page props', () => {
  it('include the home widgets with at most 6 recommended links to visible posts', async () => {
    const ctx = await themeRouteContext('example')
    const result = homeProps(ctx, 1)
    if (!('props' in result) || !('home' in result.props.data)) throw new Error('no home page')
    const home = result.props.data.home
    expect(home?.noticeLinks).toHaveLength(3)
    expect(home?.heroShortcuts.map((s) => s.url)).toEqual(['/category', '/archive', '/about'])
    const hrefs = new Set(ctx.data.site.posts.map((p) => p.href))
    expect(home?.recommended.length).toBeGreaterThan(0)
    expect(home?.recommended.length).toBeLessThanOrEqual(6)
    for (const link of home?.recommended ?? []) expect(hrefs.has(link.href)).toBe(true)
    // Small: the widgets add a few kilobytes at most.
    expect(JSON.stringify(home).length).toBeLessThan(6000)
  })

  it('/page/N is a plain list (LayoutPostList without a filter): no widgets', async () => {
    const ctx = await themeRouteContext('example')
    const result = homeProps(ctx, 2)
    if (!('props' in result)) throw new Error('no second page')
    expect(result.props.layout).toBe('LayoutPostList')
    expect(result.props.data).toMatchObject({ filter: null, pagination: { page: 2, basePath: '/' } })
    expect('home' in result.props.data).toBe(false)
  })
})
