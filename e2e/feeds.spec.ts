// Feeds, sitemap and robots: valid, and nothing the owner hid.
import { expect, test } from './test'
import { HIDDEN_WORDS, sitemapText } from './helpers'

const HIDDEN_TITLES = ['quietmoss', 'draftwhale', 'futurefern']

test('RSS, Atom and JSON Feed list published posts and nothing hidden', async ({ request }) => {
  for (const [path, type] of [['/rss/feed.xml', 'xml'], ['/rss/atom.xml', 'xml'], ['/rss/feed.json', 'json']] as const) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const text = await response.text()
    if (type === 'json') expect(JSON.parse(text).items.length).toBeGreaterThan(5)
    else expect(text).toMatch(/^<\?xml/)
    for (const word of [...HIDDEN_WORDS, ...HIDDEN_TITLES]) expect(text.toLowerCase(), `${path} leaks ${word}`).not.toContain(word)
  }
  const rss = await (await request.get('/rss/feed.xml')).text()
  expect(rss).toContain('A tour of every block')
})

test('/feed redirects to the RSS feed', async ({ request }) => {
  const response = await request.get('/feed', { maxRedirects: 0 })
  expect([301, 308]).toContain(response.status())
  expect(response.headers().location).toContain('/rss/feed.xml')
})

test('the sitemap lists published URLs only, robots points at it', async ({ request }) => {
  const sitemap = await sitemapText(async (path) => {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    return response.text()
  })
  expect(sitemap).toMatch(/^<\?xml/)
  expect(sitemap).toContain('/article/block-tour</loc>')
  expect(sitemap).toContain('/about</loc>')
  for (const word of HIDDEN_TITLES) expect(sitemap.toLowerCase()).not.toContain(word)
  expect(sitemap).not.toContain('design-review')
  // The locked post's page exists, but its body is withheld: nothing to index.
  expect(sitemap).not.toContain('letter-to-future-me')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
})

test('every page has canonical, Open Graph and JSON-LD metadata, with absolute URLs', async ({ request }) => {
  // The demo's Config row sets LINK=https://example.com.
  const html = await (await request.get('/article/block-tour')).text()
  expect(html).toContain('<link rel="canonical" href="https://example.com/article/block-tour"')
  expect(html).toContain('property="og:type" content="article"')
  // Its cover is SVG, which social sites cannot show: og:image is its generated card.
  expect(html).toMatch(/<meta property="og:image" content="https:\/\/example\.com\/api\/og\/post\/article\/block-tour\.png\?v=[0-9a-f]{10}"/)
  expect(html).toMatch(/<script type="application\/ld\+json"[^>]*>\{[^<]*"BlogPosting"/)
  const jsonLd = JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)![1]!) as Record<string, unknown>
  expect(jsonLd.url).toBe('https://example.com/article/block-tour')
  expect(jsonLd.image).toMatch(/^https:\/\/example\.com\/demo\/images\//)
  const home = await (await request.get('/')).text()
  expect(home).toMatch(/"@type":"WebSite"/)
  expect(home).toMatch(/<meta property="og:image" content="https:\/\/example\.com\//)
  expect(home).not.toMatch(/content="\/demo\/images/)
})

test('a Page row is a WebPage, lists are CollectionPages, and a 404 is never indexed', async ({ request }) => {
  const about = await (await request.get('/about')).text()
  expect(about).toContain('property="og:type" content="website"')
  expect(about).toMatch(/"@type":"WebPage"/)
  expect(about).not.toContain('BlogPosting')
  const archive = await (await request.get('/archive')).text()
  expect(archive).toMatch(/"@type":"CollectionPage"/)
  const missing = await request.get('/article/no-such-post')
  expect(missing.status()).toBe(404)
  const html = await missing.text()
  expect(html).toContain('<meta name="robots" content="noindex"')
  expect(html).not.toContain('rel="canonical"')
  expect(html).not.toContain('application/ld+json')
})

test('an Invisible post is served with noindex and no canonical link', async ({ request }) => {
  const response = await request.get('/article/design-review-notes')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('<meta name="robots" content="noindex"')
  expect(html).not.toContain('rel="canonical"')
  const published = await (await request.get('/article/block-tour')).text()
  expect(published).not.toContain('name="robots"')
})
