// @vitest-environment node
// The export's walk against a made-up server: what it asks, what it writes where, what it skips.
import { describe, expect, it } from 'vitest'
import { crawl } from '@/lib/export/crawl'

type Answer = { status?: number; type?: string; body?: string; location?: string }

function page(links: string[], data: unknown = {}): Answer {
  const anchors = links.map((l) => `<a href="${l}">x</a>`).join('')
  const next = JSON.stringify({ buildId: 'B1', gsp: true, props: { pageProps: data } })
  return { type: 'text/html; charset=utf-8', body: `<html><body>${anchors}<script id="__NEXT_DATA__" type="application/json">${next}</script></body></html>` }
}

function fakeServer(answers: Record<string, Answer>) {
  const asked: string[] = []
  const fetchFake = (async (input: string | URL | Request) => {
    const url = new URL(String(input))
    asked.push(url.pathname)
    const a = answers[url.pathname] ?? { status: 404, type: 'text/html', body: 'missing' }
    const headers = new Headers({ 'content-type': a.type ?? 'text/plain' })
    if (a.location) headers.set('location', a.location)
    return new Response(a.body ?? '', { status: a.status ?? 200, headers })
  }) as typeof fetch
  return { fetchFake, asked }
}

async function run(answers: Record<string, Answer>, seeds: string[], basePath = '') {
  const { fetchFake, asked } = fakeServer(answers)
  const files = new Map<string, string>()
  const report = await crawl({
    origin: 'http://127.0.0.1:9',
    basePath,
    seeds,
    siteOrigins: ['https://example.com'],
    fetch: fetchFake,
    write: async (file, body) => void files.set(file, new TextDecoder().decode(body)),
  })
  return { report, files, asked }
}

describe('crawl', () => {
  it('follows links and pagination, writes each page and its page data once', async () => {
    const { report, files, asked } = await run(
      {
        '/': page(['/page/2', '/article/a', '/tag/x']),
        '/page/2': page(['/', '/article/b']),
        '/article/a': page(['/'], { post: { pageCover: '/demo/a.png' } }),
        '/article/b': page([]),
        '/tag/x': page(['/article/a']),
        '/demo/a.png': { type: 'image/png', body: 'PNG' },
        '/_next/data/B1/index.json': { type: 'application/json', body: '{"pageProps":{}}' },
        '/_next/data/B1/page/2.json': { type: 'application/json', body: '{}' },
        '/_next/data/B1/article/a.json': { type: 'application/json', body: '{}' },
      },
      ['/'],
    )
    expect([...files.keys()].sort()).toEqual([
      '_next/data/B1/article/a.json', '_next/data/B1/index.json', '_next/data/B1/page/2.json',
      'article/a/index.html', 'article/b/index.html', 'demo/a.png', 'index.html', 'page/2/index.html', 'tag/x/index.html',
    ])
    expect(report.buildId).toBe('B1')
    expect(new Set(asked).size).toBe(asked.length)
    // Data that is not there (b, x) is reported, not written.
    expect(report.missing.sort()).toEqual(['/_next/data/B1/article/b.json', '/_next/data/B1/tag/x.json'])
  })

  it('never asks /api/* or /_next/static, nor another host', async () => {
    const { asked } = await run(
      { '/': page(['/api/posts', '/_next/static/chunks/a.js', 'https://elsewhere.org/', '/archive']), '/archive': page([]) },
      ['/'],
    )
    expect(asked.filter((p) => p.startsWith('/api') || p.startsWith('/_next/static'))).toEqual([])
    expect(asked).toContain('/archive')
  })

  it("copies the files the pages show from Folio's file route, so the export never asks Notion", async () => {
    const cover = '/api/file/block/0123456789abcdef0123456789abcdef/cover/0123456789/cover.jpg'
    const { files, asked } = await run(
      { '/': page(['/api/posts'], { post: { pageCover: cover } }), [cover]: { type: 'image/jpeg', body: 'JPG' } },
      ['/'],
    )
    expect(files.get(cover.slice(1))).toBe('JPG')
    expect(asked).not.toContain('/api/posts')
  })

  it('turns a redirect into a page that sends the browser on, never over a real page', async () => {
    const { files, report } = await run(
      {
        '/feed': { status: 308, location: '/rss/feed.xml' },
        '/archive/': { status: 308, location: '/archive' },
        '/archive': page([]),
        '/rss/feed.xml': { type: 'application/rss+xml', body: '<rss><link>https://example.com/article/a</link></rss>' },
        '/article/a': page([]),
      },
      ['/archive', '/feed', '/archive/'],
    )
    expect(files.get('feed/index.html')).toContain('url=/rss/feed.xml')
    expect(files.get('archive/index.html')).toContain('__NEXT_DATA__')
    expect(report.redirects).toEqual(['/feed'])
    // The feed's absolute links on the site's origin are followed.
    expect(files.has('article/a/index.html')).toBe(true)
  })

  it('stays under the base path and writes there', async () => {
    const { files, asked } = await run(
      { '/blog': page(['/blog/archive', '/other']), '/blog/archive': page([]) },
      ['/blog'],
      '/blog',
    )
    expect(asked).not.toContain('/other')
    expect(files.has('blog/index.html')).toBe(true)
    expect(files.has('blog/archive/index.html')).toBe(true)
    expect(asked).toContain('/blog/_next/data/B1/index.json')
    expect(asked).toContain('/blog/_next/data/B1/archive.json')
  })

  it('writes an .html file of public/ as itself, not as a folder', async () => {
    const { files } = await run({ '/': page(['/demo/card.html']), '/demo/card.html': { type: 'text/html', body: '<p>card</p>' } }, ['/'])
    expect(files.get('demo/card.html')).toBe('<p>card</p>')
  })

  it('leaves out paths no file can stand for, and reports them', async () => {
    const { report, files } = await run({ '/': page(['/category/A%2FB']), '/category/A%2FB': page([]) }, ['/'])
    expect(report.unmappable).toEqual(['/category/A%2FB'])
    expect([...files.keys()].some((f) => f.includes('A'))).toBe(false)
  })
})
