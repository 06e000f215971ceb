import { buildRobots } from '@/lib/feeds/robots'
import { buildSitemap, renderSitemap, sitemapEntries } from '@/lib/feeds/sitemap'
import { demoData, HIDDEN_WORDS, lockedPost, parseXml, withPosts } from './helpers'

const BASE = 'https://blog.example.com'

function locs(xml: string): string[] {
  return [...parseXml(xml).getElementsByTagName('loc')].map((l) => l.textContent ?? '')
}

describe('sitemap of the demo workspace', () => {
  it('lists home, archive, both indexes, every category and tag, every published post and page', async () => {
    const { site } = await demoData()
    const urls = locs(buildSitemap(site, BASE))
    expect(urls.slice(0, 4)).toEqual([`${BASE}/`, `${BASE}/archive`, `${BASE}/category`, `${BASE}/tag`])
    for (const c of site.categories) expect(urls).toContain(`${BASE}/category/${encodeURIComponent(c.name)}`)
    for (const t of site.tags) expect(urls).toContain(`${BASE}/tag/${encodeURIComponent(t.name)}`)
    for (const p of site.posts.filter((p) => !p.locked)) expect(urls).toContain(new URL(`${BASE}${p.href}`).href)
    expect(urls).toContain(`${BASE}/about`)
    expect(urls).toContain(`${BASE}/links`)
    expect(urls).toContain(`${BASE}/category/%E9%9A%8F%E7%AC%94`)
    expect(new Set(urls).size).toBe(urls.length)
  })

  it('leaves out Invisible, Draft, scheduled and locked rows', async () => {
    const { site } = await demoData()
    const xml = buildSitemap(site, BASE)
    const invisible = site.routable.filter((p) => p.status === 'Invisible')
    expect(invisible.length).toBeGreaterThan(0)
    for (const p of invisible) expect(xml).not.toContain(p.href)
    for (const word of HIDDEN_WORDS) expect(xml.toLowerCase()).not.toContain(word)
    expect(locs(xml)).not.toContain(`${BASE}${lockedPost(site).href}`)
    expect(xml).not.toContain(lockedPost(site).href)
    // Only URLs and dates: no titles or summaries of anything.
    expect(xml).not.toContain(lockedPost(site).title)
  })

  it('leaves out external links and unpublished pages', async () => {
    const { site } = await demoData()
    const [a, b, c] = site.posts
    const external = { ...a!, href: 'https://elsewhere.test/x', external: true }
    const invisiblePage = { ...b!, type: 'Page' as const, status: 'Invisible' as const, href: '/secret-page' }
    const page = { ...c!, type: 'Page' as const, href: '/kept-page', locked: false }
    const lockedPage = { ...c!, type: 'Page' as const, href: '/locked-page', locked: true }
    const custom = { ...withPosts(site, [external]), routable: [invisiblePage, page, lockedPage] }
    const urls = locs(buildSitemap(custom, BASE))
    expect(urls).not.toContain('https://elsewhere.test/x')
    expect(urls).not.toContain(`${BASE}/secret-page`)
    expect(urls).not.toContain(`${BASE}/locked-page`)
    expect(urls).toContain(`${BASE}/kept-page`)
  })

  it('dates each URL: a post by its last change, a list by its newest post', async () => {
    const { site } = await demoData()
    const entries = sitemapEntries(site, BASE)
    const post = site.posts.find((p) => p.href === '/article/isr-notes')!
    // Published after its last edit: the page appeared on its publish date.
    expect(post.publishDate > post.lastEditedDate).toBe(true)
    expect(entries.find((e) => e.loc === `${BASE}/article/isr-notes`)?.lastmod).toBe(post.publishDate)
    const rust = site.posts.filter((p) => p.tags.includes('Rust'))
    expect(rust).toHaveLength(1)
    expect(entries.find((e) => e.loc === `${BASE}/tag/Rust`)?.lastmod).toBe(rust[0]!.lastEditedDate)
    expect(entries.every((e) => e.lastmod && !Number.isNaN(Date.parse(e.lastmod)))).toBe(true)
  })

  it('puts a language site under its prefix, home without a trailing slash', async () => {
    const { site } = await demoData()
    const urls = sitemapEntries(site, BASE, 'en').map((e) => e.loc)
    expect(urls[0]).toBe(`${BASE}/en`)
    expect(urls.every((u) => u.startsWith(`${BASE}/en`))).toBe(true)
  })

  it('escapes URLs and stays well-formed', () => {
    const xml = renderSitemap([{ loc: `${BASE}/article/a&b'c"d`, lastmod: '2025-01-01T00:00:00.000Z' }])
    expect(xml).toContain('a&amp;b&apos;c&quot;d')
    expect(locs(xml)).toEqual([`${BASE}/article/a&b'c"d`])
  })

  it('percent-encodes what URLs cannot hold', async () => {
    const { site } = await demoData()
    const post = { ...site.posts[0]!, href: '/article/<x> y&z' }
    const urls = locs(buildSitemap(withPosts(site, [post]), BASE))
    expect(urls).toContain(`${BASE}/article/%3Cx%3E%20y&z`)
  })
})

describe('robots.txt', () => {
  it('allows everything and points at the sitemap', () => {
    expect(buildRobots('https://blog.example.com')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://blog.example.com/sitemap.xml\n',
    )
  })
})
