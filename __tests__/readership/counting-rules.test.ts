// @vitest-environment node
// What counts before any store is involved: bots and prefetches, the daily salt and visitor
// id, and which addresses are real public pages of the demo site.
import { describe, expect, it } from 'vitest'
import { pathCatalog } from '@/lib/readership/catalog'
import { lastDays, utcDay } from '@/lib/readership/days'
import { countableRequest, isAutomatedAgent, isPrefetch } from '@/lib/readership/filter'
import { readPagePath } from '@/lib/readership/paths'
import { memorySalts } from '@/lib/readership/salt'
import { visitorId } from '@/lib/readership/visitor'
import { BROWSER, demoSite } from './helpers'

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const CUBOT = 'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36'

describe('bots and prefetches', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    'Mozilla/5.0 (compatible; YandexBot/3.0)',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    'Mozilla/5.0 (Linux; Android 7.0;) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; PetalBot)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Bytespider; spider-feedback@bytedance.com)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Twitterbot/1.0',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36 Chrome-Lighthouse',
    'curl/8.5.0',
    'Wget/1.21',
    'python-requests/2.31',
    'Go-http-client/2.0',
    'node-fetch/1.0',
    '',
  ])('%j is not a reader', (agent) => {
    expect(isAutomatedAgent(agent)).toBe(true)
  })

  it.each([BROWSER, PHONE, CUBOT])('%j is', (agent) => {
    expect(isAutomatedAgent(agent)).toBe(false)
    expect(countableRequest({ 'user-agent': agent })).toBe(true)
  })

  it('knows every prefetch and prerender header', () => {
    expect(isPrefetch({ 'sec-purpose': 'prefetch' })).toBe(true)
    expect(isPrefetch({ 'sec-purpose': 'prefetch;prerender' })).toBe(true)
    expect(isPrefetch({ purpose: 'prefetch' })).toBe(true)
    expect(isPrefetch({ 'x-moz': 'prefetch' })).toBe(true)
    expect(isPrefetch({ 'x-purpose': 'preview' })).toBe(true)
    expect(isPrefetch({})).toBe(false)
    expect(countableRequest({ 'user-agent': BROWSER, 'sec-purpose': 'prefetch' })).toBe(false)
    expect(countableRequest({ 'user-agent': BROWSER, 'sec-fetch-site': 'cross-site' })).toBe(false)
    expect(countableRequest({ 'user-agent': BROWSER, 'sec-fetch-site': 'same-origin' })).toBe(true)
  })
})

describe('the daily salt and the visitor id', () => {
  it('is one random salt per UTC day, forgotten after two days', async () => {
    const salts = memorySalts()
    const monday = await salts('2026-11-23')
    expect(monday).toMatch(/^[0-9a-f]{64}$/)
    expect(await salts('2026-11-23')).toBe(monday)
    const tuesday = await salts('2026-11-24')
    expect(tuesday).not.toBe(monday)
    expect(await salts('2026-11-23')).toBe(monday)
    await salts('2026-11-25')
    // Monday's salt is gone: asking again makes a new one, so Monday's ids can never be made again.
    expect(await salts('2026-11-23')).not.toBe(monday)
    expect(await memorySalts()('2026-11-23')).not.toBe(monday)
  })

  it('gives one visitor one id a day, another the next day, and never contains the address', async () => {
    const salts = memorySalts()
    const address = '203.0.113.77'
    const today = visitorId(await salts('2026-11-23'), address, BROWSER)
    expect(visitorId(await salts('2026-11-23'), address, BROWSER)).toBe(today)
    expect(visitorId(await salts('2026-11-24'), address, BROWSER)).not.toBe(today)
    expect(visitorId(await salts('2026-11-23'), '203.0.113.78', BROWSER)).not.toBe(today)
    expect(visitorId(await salts('2026-11-23'), address, PHONE)).not.toBe(today)
    expect(today).toMatch(/^[0-9a-f]{32}$/)
    expect(today).not.toContain('203')
  })

  it('counts UTC days', () => {
    expect(utcDay(Date.parse('2026-11-23T23:59:59Z'))).toBe('2026-11-23')
    expect(utcDay(Date.parse('2026-11-24T00:00:00+08:00'))).toBe('2026-11-23')
    expect(lastDays(3, Date.parse('2026-03-01T12:00:00Z'))).toEqual(['2026-02-27', '2026-02-28', '2026-03-01'])
  })
})

describe('the address of a view', () => {
  it('drops query, fragment and trailing slash, decodes escapes, makes every search /search', () => {
    expect(readPagePath('/article/x?theme=hexo#top', [])).toEqual({ rest: '/article/x', key: '/article/x' })
    expect(readPagePath('/article/x/', [])?.key).toBe('/article/x')
    expect(readPagePath('/tag/%E4%BD%A0%E5%A5%BD', [])?.key).toBe('/tag/你好')
    expect(readPagePath('/search/anything/page/2', [])?.key).toBe('/search')
    expect(readPagePath('/', [])?.key).toBe('/')
  })

  it('reads a language prefix and the base path', () => {
    expect(readPagePath('/en/article/x', ['en'])).toEqual({ site: 'en', rest: '/article/x', key: '/en/article/x' })
    expect(readPagePath('/en', ['en'])).toEqual({ site: 'en', rest: '/', key: '/en' })
    expect(readPagePath('/blog/article/x', [], '/blog')?.key).toBe('/article/x')
    expect(readPagePath('/blog', [], '/blog')?.key).toBe('/')
    expect(readPagePath('/article/x', [], '/blog')).toBeNull()
  })

  it.each([[undefined], [42], ['article/x'], ['//evil.test/x'], [`/${'a'.repeat(500)}`], ['/a%0Ab']])('refuses %j', (raw) => {
    expect(readPagePath(raw, [])).toBeNull()
  })
})

describe('the catalog of public pages (the demo)', async () => {
  const data = await demoSite()()
  const catalog = pathCatalog(data.site, data.config.POSTS_PER_PAGE)
  const listed = data.site.posts[0]
  const invisible = data.site.routable.find((p) => p.status === 'Invisible')
  const category = data.site.categories.find((c) => c.count > 0)
  const lastPage = Math.ceil(data.site.posts.length / data.config.POSTS_PER_PAGE)

  it('counts home, lists, articles and pages, and reports them', () => {
    for (const path of ['/', '/archive', '/category', '/tag', '/search', listed?.href ?? '', `/category/${category?.name ?? ''}`]) {
      expect(catalog.counts(path), path).toBe(true)
      expect(catalog.reported(path), path).toBe(true)
    }
    if (lastPage >= 2) expect(catalog.counts(`/page/${lastPage}`)).toBe(true)
  })

  it('counts an Invisible page but never reports it; knows nothing of drafts, the future or made-up pages', () => {
    expect(invisible).toBeDefined()
    expect(catalog.counts(invisible?.href ?? '')).toBe(true)
    expect(catalog.reported(invisible?.href ?? '')).toBe(false)
    for (const path of ['/article/draft-ideas', '/article/future-post', '/article/nope', `/page/${lastPage + 1}`, '/page/1', '/page/0', '/tag/nope', '/sign-in']) {
      expect(catalog.counts(path), path).toBe(false)
    }
  })

  it('is built once per built site', () => {
    expect(pathCatalog(data.site, data.config.POSTS_PER_PAGE)).toBe(catalog)
  })
})
