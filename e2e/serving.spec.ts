// The default build is served bound to 127.0.0.1 (playwright.config.ts) by scripts/serve.ts.
// Here every kind of route is asked for as a TLS-terminating reverse proxy would forward it
// (X-Forwarded-Proto: https, X-Forwarded-Host): each answers, in its usual time, with its page.
import type { Response } from '@playwright/test'
import { expect, test } from './test'

const BEHIND_PROXY = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'blog.example.com', 'x-forwarded-for': '203.0.113.7' }

const ROUTES: [path: string, status: number, contains: string][] = [
  ['/', 200, 'id="theme-medium"'],
  ['/page/2', 200, 'id="theme-medium"'],
  ['/archive', 200, 'id="theme-medium"'],
  ['/category/Engineering', 200, 'Engineering'],
  ['/tag/Notion', 200, 'Notion'],
  ['/search/notion', 200, 'notion'],
  ['/article/block-tour', 200, 'A tour of every block'],
  ['/about', 200, 'About'],
  ['/?theme=hexo', 200, 'id="theme-hexo"'],
  ['/nope', 404, 'id="theme-medium"'],
  ['/robots.txt', 200, 'Sitemap'],
  ['/rss/feed.xml', 200, '<rss'],
  ['/sitemap.xml', 200, '<sitemapindex'],
  ['/sitemap-posts.xml', 200, '<urlset'],
  ['/api/health', 200, '"status":"ok"'],
]

test.describe('served behind a TLS-terminating proxy, bound to 127.0.0.1', () => {
  for (const [path, status, contains] of ROUTES) {
    test(`${path} answers ${status}`, async ({ request }) => {
      const started = Date.now()
      const response = await request.get(path, { headers: BEHIND_PROXY, maxRedirects: 0, timeout: 10_000 })
      expect(response.status()).toBe(status)
      expect(await response.text()).toContain(contains)
      // A self-proxied page hung until the timeout; a served one answers in well under it.
      expect(Date.now() - started).toBeLessThan(10_000)
    })
  }

  test('pages, APIs and feeds carry the security headers', async ({ request }) => {
    for (const path of ['/', '/article/block-tour', '/?theme=hexo', '/api/health', '/rss/feed.xml']) {
      const headers = (await request.get(path, { headers: BEHIND_PROXY })).headers()
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'")
      expect(headers['permissions-policy'], path).toContain('camera=()')
      // The demo's LINK is not https: no HSTS.
      expect(headers['strict-transport-security'], path).toBeUndefined()
    }
  })

  test('pages, page data and scripts come compressed, brotli for a browser that takes it', async ({ page, request }) => {
    const scripts: Promise<string>[] = []
    // Answers under 1 kB are sent as they are (the middleware's threshold).
    const encodingOf = async (r: Response) => ((await r.body()).length >= 1024 ? (r.headers()['content-encoding'] ?? 'none') : 'br')
    page.on('response', (r) => void (r.url().includes('/_next/static/chunks/') && scripts.push(encodingOf(r))))
    await page.goto('/')
    await expect.poll(() => scripts.length).toBeGreaterThan(3)
    expect(new Set(await Promise.all(scripts))).toEqual(new Set(['br']))
    for (const [path, encoding] of [['/', 'br'], ['/article/block-tour', 'br'], ['/rss/feed.xml', 'br']] as const) {
      const headers = (await request.get(path, { headers: { ...BEHIND_PROXY, 'accept-encoding': 'gzip, deflate, br' } })).headers()
      expect(headers['content-encoding'], path).toBe(encoding)
      expect(headers.vary, path).toMatch(/accept-encoding/i)
    }
    const gzip = (await request.get('/', { headers: { 'accept-encoding': 'gzip' } })).headers()
    expect(gzip['content-encoding']).toBe('gzip')
  })

  test('a cached page comes from its compressed copy: its length known, its bytes the plain answer’s', async ({ request }) => {
    const asked = () => request.get('/article/block-tour', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    // The first answer is compressed for itself, the second makes the copy.
    let copied = await asked()
    for (let i = 0; i < 5 && copied.headers()['content-length'] === undefined; i++) copied = await asked()
    const headers = copied.headers()
    expect(headers['content-encoding']).toBe('br')
    // A streamed answer has no length: this one was sent from the copy.
    expect(Number(headers['content-length'])).toBeGreaterThan(1000)
    const plain = await request.get('/article/block-tour', { headers: { 'accept-encoding': 'identity' } })
    expect(headers.etag).toBe(`W/${plain.headers().etag}`)
    expect(await copied.text()).toBe(await plain.text())
  })

  test('the write endpoints refuse oversized bodies, the posts API an oversized address, at once', async ({ request }) => {
    const big = JSON.stringify({ id: 'x', password: 'p'.repeat(100_000) })
    for (const path of ['/api/unlock', '/api/revalidate']) {
      const started = Date.now()
      const response = await request.post(path, { data: big, headers: { 'content-type': 'application/json' } })
      expect(response.status(), path).toBe(413)
      expect(Date.now() - started, path).toBeLessThan(5_000)
    }
    const long = await request.get(`/api/posts?list=tag:${'x'.repeat(5_000)}&page=1`)
    expect(long.status()).toBe(414)
  })

  test('a client-side navigation fetches page data through the same server', async ({ page }) => {
    await page.setExtraHTTPHeaders(BEHIND_PROXY)
    await page.goto('/')
    const data = page.waitForResponse((r) => r.url().includes('/_next/data/') && r.url().includes('archive'))
    // Next's client router, as a menu link would use it.
    type NextWindow = { next?: { router?: { push(url: string): Promise<boolean> } } }
    await page.evaluate(() => (window as unknown as NextWindow).next?.router?.push('/archive'))
    expect((await data).status()).toBe(200)
    await expect(page).toHaveURL(/\/archive$/)
  })
})
