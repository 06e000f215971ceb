// With SUB_PATH, the browser's own requests (list pages, the search index, unlocking, full page
// loads) must go under the base path: nothing else adds it to fetch() or location.href.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const requested: string[] = []

beforeEach(() => {
  requested.length = 0
  vi.resetModules()
  vi.stubEnv('NEXT_PUBLIC_FOLIO_BASE_PATH', '/blog')
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url)
    return new Response('{}', { status: 404 })
  })
})

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

describe('requests under SUB_PATH', () => {
  it('fetches list pages, the search index and the unlock endpoint under the base path', async () => {
    const { fetchListPage } = await import('@/components/lists/fetch-list-page')
    const { loadSearchIndex } = await import('@/components/search/load-search-index')
    const { requestUnlock } = await import('@/components/lock/unlock-request')
    await fetchListPage('/api/posts?page=2').catch(() => undefined)
    await loadSearchIndex('').catch(() => undefined)
    await requestUnlock({ postId: 'a'.repeat(32), password: 'p' }).catch(() => undefined)
    expect(requested.length).toBeGreaterThanOrEqual(3)
    for (const url of requested) expect(url, url).toMatch(/^\/blog\/(api|search-index)/)
  })

  it('navigates full page loads under the base path, and leaves mailto: alone', async () => {
    const location = { href: '' }
    vi.stubGlobal('window', { location })
    const { fullPageLoad } = await import('@/components/navigation/full-page-load')
    fullPageLoad('/search/notion')
    expect(location.href).toBe('/blog/search/notion')
    fullPageLoad('mailto:ada@example.org')
    expect(location.href).toBe('mailto:ada@example.org')
  })
})
