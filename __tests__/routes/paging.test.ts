import { describe, expect, it } from 'vitest'
import { withVariant } from '@/lib/routes/links'
import { paginate, parsePageParam, titleOf } from '@/lib/routes/page-props'
import { pagePath, paginationLinks, stripPageSuffix } from '@/lib/routes/pagination'

describe('paging rules', () => {
  it('strips /page/N and sends page 2 back to the base path', () => {
    expect(stripPageSuffix('/category/Tech/page/3')).toBe('/category/Tech')
    expect(stripPageSuffix('/page/2')).toBe('/')
    expect(pagePath('/', 1)).toBe('/')
    expect(pagePath('/', 2)).toBe('/page/2')
    expect(pagePath('/tag/a/page/4', 3)).toBe('/tag/a/page/3')
  })

  it('hides previous on page 1 and next on the last page, keeping s', () => {
    expect(paginationLinks({ page: 1, totalPages: 3, basePath: '/' })).toEqual({ prev: null, next: '/page/2' })
    expect(paginationLinks({ page: 2, totalPages: 3, basePath: '/' }, 'x y')).toEqual({ prev: '/?s=x%20y', next: '/page/3?s=x%20y' })
    expect(paginationLinks({ page: 3, totalPages: 3, basePath: '/search/k' })).toEqual({ prev: '/search/k/page/2', next: null })
  })

  it('accepts only whole page numbers from 2 up (1 is the base path)', () => {
    expect(parsePageParam(undefined)).toBe(1)
    expect(parsePageParam('2')).toBe(2)
    for (const bad of ['0', '1', '-1', '02', 'abc', '1.5', '9999999', ['2']]) expect(parsePageParam(bad)).toBeNull()
  })

  it('paginates and refuses pages beyond the last', () => {
    const items = Array.from({ length: 25 }, (_, i) => i)
    expect(paginate(items, 3, 12, '/')?.items).toEqual([24])
    expect(paginate(items, 4, 12, '/')).toBeNull()
    expect(paginate([], 1, 12, '/')?.pagination.totalPages).toBe(1)
  })

  it('keeps the visitor switches on internal links only', () => {
    const v = { prefix: '/en', keep: 'theme=example' }
    expect(withVariant('/archive', v)).toBe('/en/archive?theme=example')
    expect(withVariant('/', v)).toBe('/en?theme=example')
    expect(withVariant('/search?s=a#top', v)).toBe('/en/search?s=a&theme=example#top')
    expect(withVariant('https://x.dev/a', v)).toBe('https://x.dev/a')
    expect(withVariant('/x', { prefix: '', keep: '' })).toBe('/x')
  })

  it('joins title parts', () => {
    expect(titleOf(2, 'Page', 'Site')).toBe('2 | Page | Site')
  })
})
