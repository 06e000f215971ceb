import { createFeedHandler } from '@/lib/feeds/feed-handler'
import { createRobotsHandler, createSitemapHandler } from '@/lib/feeds/sitemap-handler'
import { demoLoader, mockReq, mockRes, parseXml } from './helpers'

const ROOT = 'f01105a1e0b14c0f8a2d5e6b7c8d9e0f'
const EN_ID = '0123456789abcdef0123456789abcdef'

describe('feed endpoint', () => {
  it.each([
    ['rss', 'application/rss+xml; charset=utf-8'],
    ['atom', 'application/atom+xml; charset=utf-8'],
    ['json', 'application/feed+json; charset=utf-8'],
  ])('%s: 200 with its type, cached for NEXT_REVALIDATE_SECOND', async (format, type) => {
    const { res, state } = mockRes()
    await createFeedHandler(demoLoader({ NEXT_REVALIDATE_SECOND: 123, LINK: '' }))(mockReq({ query: { format } }), res)
    expect(state.statusCode).toBe(200)
    expect(state.headers['content-type']).toBe(type)
    expect(state.headers['cache-control']).toBe('public, s-maxage=123, stale-while-revalidate')
    // LINK is empty: URLs use the request's host.
    expect(String(state.body)).toContain('https://blog.test/article/')
  })

  it('uses LINK when set', async () => {
    const { res, state } = mockRes()
    await createFeedHandler(demoLoader({ LINK: 'https://owner.example/' }))(mockReq({ query: { format: 'rss' } }), res)
    expect(String(state.body)).toContain('<link>https://owner.example/</link>')
    expect(String(state.body)).not.toContain('blog.test')
  })

  it('answers 404 when RSS is disabled', async () => {
    const { res, state } = mockRes()
    await createFeedHandler(demoLoader({ RSS_ENABLED: false }))(mockReq({ query: { format: 'rss' } }), res)
    expect(state.statusCode).toBe(404)
    expect(String(state.body)).not.toContain('<rss')
  })

  it('answers 404 for an unknown format or language site', async () => {
    const handler = createFeedHandler(demoLoader({ NOTION_PAGE_ID: `${ROOT},en:${EN_ID}`, LINK: '' }))
    const a = mockRes()
    await handler(mockReq({ query: { format: 'xml' } }), a.res)
    expect(a.state.statusCode).toBe(404)
    const b = mockRes()
    await handler(mockReq({ query: { format: 'rss', site: 'fr' } }), b.res)
    expect(b.state.statusCode).toBe(404)
    const c = mockRes()
    await handler(mockReq({ query: { format: 'rss', site: 'en' } }), c.res)
    expect(c.state.statusCode).toBe(200)
    expect(String(c.state.body)).toContain('https://blog.test/en/article/')
  })

  it('answers 405 to anything but GET and HEAD', async () => {
    const handler = createFeedHandler(demoLoader())
    const post = mockRes()
    await handler(mockReq({ method: 'POST', query: { format: 'rss' } }), post.res)
    expect(post.state.statusCode).toBe(405)
    expect(post.state.headers.allow).toBe('GET, HEAD')
    const head = mockRes()
    await handler(mockReq({ method: 'HEAD', query: { format: 'rss' } }), head.res)
    expect(head.state.statusCode).toBe(200)
  })

  it('answers 503, uncached, when the site cannot be loaded', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { res, state } = mockRes()
    await createFeedHandler(() => Promise.reject(new Error('Notion is down')))(mockReq({ query: { format: 'rss' } }), res)
    expect(state.statusCode).toBe(503)
    expect(state.headers['cache-control']).toBe('no-store')
    expect(spy).toHaveBeenCalled()
    spy.mockRestore()
  })
})

describe('sitemap and robots endpoints', () => {
  it('serves the sitemap index and its files as XML, with every language site', async () => {
    const handler = createSitemapHandler(demoLoader({ NOTION_PAGE_ID: `${ROOT},en:${EN_ID}`, NEXT_REVALIDATE_SECOND: 77, LINK: '' }))
    const get = async (file?: string) => {
      const { res, state } = mockRes()
      await handler(mockReq(file ? { query: { file: [file] } } : {}), res)
      expect(state.statusCode).toBe(200)
      expect(state.headers['content-type']).toBe('application/xml; charset=utf-8')
      expect(state.headers['cache-control']).toBe('public, s-maxage=77, stale-while-revalidate')
      return [...parseXml(String(state.body)).getElementsByTagName('loc')].map((l) => l.textContent ?? '')
    }
    const files = await get()
    expect(files).toContain('https://blog.test/sitemap-lists.xml')
    expect(files).toContain('https://blog.test/sitemap-en-lists.xml')
    expect(await get('sitemap-lists.xml')).toContain('https://blog.test/archive')
    expect(await get('sitemap-en-lists.xml')).toContain('https://blog.test/en/archive')
  })

  it('serves robots.txt with the sitemap on the request host when LINK is empty', async () => {
    const { res, state } = mockRes()
    await createRobotsHandler(demoLoader({ LINK: '' }))(mockReq({ headers: { host: 'robots.test' } }), res)
    expect(state.statusCode).toBe(200)
    expect(state.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(String(state.body)).toContain('Sitemap: https://robots.test/sitemap.xml')
  })
})
