// What the browser does differently in a static export: no /api request, search by `?s=`.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { searchIndexSources } from '@/components/search/load-search-index'
import { searchUrl } from '@/components/search/search-path'

const variant = { prefix: '', keep: '' }

describe('a static export', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.unstubAllGlobals()
  })

  it('searches at /search?s=<keyword> (no page per keyword exists)', () => {
    expect(searchUrl('a b', variant, true)).toBe('/search?s=a+b')
    expect(searchUrl('a b', { prefix: '/en', keep: 'theme=x' }, true)).toBe('/en/search?s=a+b&theme=x')
    expect(searchUrl(' ', variant, true)).toBe('/')
    expect(searchUrl('a b', variant, false)).toBe('/search/a%20b')
  })

  it('loads the search index from the static file only', () => {
    expect(searchIndexSources('', true)).toEqual(['/search-index.json'])
    expect(searchIndexSources('/en', true)).toEqual(['/search-index-en.json'])
    expect(searchIndexSources('', false)).toEqual(['/api/search-index', '/search-index.json'])
  })

  it('never asks /api/post-hrefs for the random post', async () => {
    vi.stubEnv('NEXT_PUBLIC_FOLIO_STATIC_EXPORT', '1')
    const fetchSpy = vi.fn()
    vi.stubGlobal('fetch', fetchSpy)
    const { loadPostHrefs, resetPostHrefs } = await import('@/components/chrome/post-hrefs')
    resetPostHrefs()
    await expect(loadPostHrefs('')).resolves.toBeNull()
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
