import { buildFeed, renderFeed } from '@/lib/feeds/feed'
import { FEED_FORMATS, FEED_ITEM_LIMIT } from '@/lib/feeds/formats'
import { escapeXml } from '@/lib/feeds/xml'
import { demoData, HIDDEN_WORDS, lockedPost, parseXml, withPosts } from './helpers'

const BASE = 'https://blog.example.com'
const NASTY = `Tom & Jerry <b>"bold"</b> 'quoted' ]]> twice ]]>`

async function setup() {
  const { site, config } = await demoData({ AUTHOR: 'Ada', TITLE: '', DESCRIPTION: '' })
  return { site, config }
}

function text(el: Element | null | undefined): string {
  return el?.textContent ?? ''
}

describe('feeds of the demo workspace', () => {
  it('carry the newest published posts, newest first, up to the limit', async () => {
    const { site, config } = await setup()
    expect(site.posts.length).toBeGreaterThan(FEED_ITEM_LIMIT)
    const doc = parseXml(renderFeed(buildFeed(site, config, BASE), 'rss'))
    const items = [...doc.getElementsByTagName('item')]
    expect(items).toHaveLength(FEED_ITEM_LIMIT)
    const dates = items.map((i) => Date.parse(text(i.getElementsByTagName('pubDate')[0])))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const newest = [...site.posts].sort((a, b) => b.publishDate.localeCompare(a.publishDate))[0]
    expect(text(items[0]?.getElementsByTagName('title')[0])).toBe(escapeXml(newest?.title ?? ''))
  })

  it('has fewer items when the site has fewer posts', async () => {
    const { site, config } = await setup()
    const few = withPosts(site, site.posts.slice(0, 3))
    const json = JSON.parse(renderFeed(buildFeed(few, config, BASE, { format: 'json' }), 'json'))
    expect(json.items).toHaveLength(3)
  })

  it.each(FEED_FORMATS)('%s: leaks no hidden post and nothing of the locked body', async (format) => {
    const { site, config } = await setup()
    expect(site.routable.some((p) => p.status === 'Invisible')).toBe(true)
    const out = renderFeed(buildFeed(site, config, BASE, { format }), format)
    for (const word of HIDDEN_WORDS) expect(out.toLowerCase()).not.toContain(word)
    for (const hidden of site.routable.filter((p) => p.status !== 'Published')) expect(out).not.toContain(hidden.title)
    // The locked post is listed by its title and summary, exactly as its list card shows it.
    const locked = lockedPost(site)
    expect(out).toContain(locked.title)
    expect(out).toContain(locked.summary)
  })

  it('items: absolute link, stable URN id, summary, categories from category and tags, author', async () => {
    const { site, config } = await setup()
    const post = site.posts.find((p) => p.href === '/article/synced-blocks')
    expect(post).toBeDefined()
    const feed = buildFeed(withPosts(site, [post!]), config, BASE)
    const item = feed.items[0]!
    expect(item.link).toBe(`${BASE}/article/synced-blocks`)
    expect(item.id).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect(item.id?.replace(/^urn:uuid:|-/g, '')).toBe(post!.id)
    expect(item.description).toBe(escapeXml(post!.summary))
    expect(item.content).toBeUndefined()
    expect(item.category?.map((c) => c.name)).toEqual(['Notion', 'Tools'])
    expect(item.author).toEqual([{ name: 'Ada', link: `${BASE}/` }])
    expect(item.published?.toISOString()).toBe(post!.publishDate)
  })

  it('has no author when AUTHOR is empty', async () => {
    const { site, config } = await setup()
    const feed = buildFeed(site, { ...config, AUTHOR: '' }, BASE)
    expect(feed.options.author).toBeUndefined()
    expect(feed.items[0]?.author).toBeUndefined()
  })

  it('channel: site title and description, self links, and the newest change as its date', async () => {
    const { site, config } = await setup()
    const doc = parseXml(renderFeed(buildFeed(site, config, BASE, { format: 'atom' }), 'atom'))
    const feed = doc.documentElement
    expect(text(feed.getElementsByTagName('title')[0])).toBe(site.info.title)
    expect(text(feed.getElementsByTagName('subtitle')[0])).toBe(site.info.description)
    const self = [...feed.getElementsByTagName('link')].find((l) => l.getAttribute('rel') === 'self')
    expect(self?.getAttribute('href')).toBe(`${BASE}/rss/atom.xml`)
    const newest = site.posts.map((p) => (p.lastEditedDate > p.publishDate ? p.lastEditedDate : p.publishDate)).sort().at(-1)
    expect(text(feed.getElementsByTagName('updated')[0])).toBe(newest)
  })

  it('is byte-identical when rendered twice (no clock in it)', async () => {
    const { site, config } = await setup()
    const once = renderFeed(buildFeed(site, config, BASE), 'rss')
    await new Promise((r) => setTimeout(r, 5))
    expect(renderFeed(buildFeed(site, config, BASE), 'rss')).toBe(once)
  })

  it('puts a language site under its prefix, but not its images', async () => {
    const { site, config } = await setup()
    const feed = buildFeed(site, config, BASE, { lang: 'en' })
    expect(feed.options.link).toBe(`${BASE}/en`)
    expect(feed.options.feedLinks?.rss).toBe(`${BASE}/en/rss/feed.xml`)
    expect(feed.items.every((i) => i.link.startsWith(`${BASE}/en/`))).toBe(true)
    expect(feed.options.image).toBe(`${BASE}${site.info.icon}`)
  })
})

describe('escaping', () => {
  async function nastySite() {
    const { site, config } = await setup()
    const base = site.posts[0]!
    const post = { ...base, title: `${NASTY}\u0001`, summary: `${NASTY} summary`, category: '<&>', categories: ['<&>'], tags: [`a"b'c`] }
    return { site: withPosts({ ...site, info: { ...site.info, title: `Site ${NASTY}` } }, [post]), config }
  }

  it.each(['rss', 'atom'] as const)('%s: well-formed, and titles and summaries read back as escaped HTML', async (format) => {
    const { site, config } = await nastySite()
    const out = renderFeed(buildFeed(site, config, BASE, { format }), format)
    const doc = parseXml(out)
    const entry = doc.getElementsByTagName(format === 'rss' ? 'item' : 'entry')[0]!
    expect(text(entry.getElementsByTagName('title')[0])).toBe(escapeXml(NASTY))
    const summary = entry.getElementsByTagName(format === 'rss' ? 'description' : 'summary')[0]
    expect(text(summary)).toBe(escapeXml(`${NASTY} summary`))
    expect(text(doc.getElementsByTagName('title')[0])).toBe(`Site ${NASTY}`)
    const categories = [...entry.getElementsByTagName('category')]
    const names = categories.map((c) => (format === 'rss' ? c.textContent : c.getAttribute('label')))
    expect(names).toEqual(format === 'rss' ? ['<&>', `a"b'c`] : ['\uFF1C&>', `a"b'c`])
  })

  it('json: plain-text title, HTML summary, valid JSON', async () => {
    const { site, config } = await nastySite()
    const json = JSON.parse(renderFeed(buildFeed(site, config, BASE, { format: 'json' }), 'json'))
    expect(json.items[0].title).toBe(NASTY)
    expect(json.items[0].content_html).toBe(escapeXml(`${NASTY} summary`))
    expect(json.items[0].tags).toEqual(['<&>', `a"b'c`])
  })
})
