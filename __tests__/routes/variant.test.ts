import { describe, expect, it, vi } from 'vitest'
import { resolveSiteConfig } from '@/lib/config/site-config'
import { proxyEnv } from '@/lib/routes/proxy-env'
import { decideProxy } from '@/lib/routes/proxy-rewrite'
import { createUnknownThemeWarner } from '@/lib/routes/unknown-theme'
import { decodeVariant, DEFAULT_VARIANT, encodeVariant } from '@/lib/routes/variant'

const env = { notionPageId: '', redirectLang: false, builtThemes: ['medium', 'example'] }
const decide = (path: string, query = '', lang = '', e = env) => decideProxy(path, new URLSearchParams(query), lang, e)

describe('render variants', () => {
  it('round-trips and uses a short default', () => {
    expect(encodeVariant({})).toBe(DEFAULT_VARIANT)
    const v = { theme: 'example', locale: 'en-US', lite: true, site: 'en' }
    expect(decodeVariant(encodeVariant(v))).toEqual(v)
    expect(decodeVariant(DEFAULT_VARIANT)).toEqual({})
  })

  it('rejects malformed segments', () => {
    for (const bad of ['_v~x', 'archive', '_v~<script>~_~0~_', '_v~a~b~2~c', undefined]) {
      expect(decodeVariant(bad)).toBeNull()
    }
  })
})

describe('the proxy', () => {
  it('prefixes pages with the variant and lets assets and APIs through', () => {
    expect(decide('/')).toEqual({ kind: 'rewrite', pathname: '/_v' })
    expect(decide('/article/hello')).toEqual({ kind: 'rewrite', pathname: '/_v/article/hello' })
    for (const p of ['/_next/data/x.json', '/api/revalidate', '/demo/images/a.svg', '/404', '/demo/media/clip.webm', '/demo/media/chime.wav', '/demo/media/card.html', '/files/notes.pdf']) {
      expect(decide(p)).toEqual({ kind: 'pass' })
    }
  })

  it('treats dotted names under page roots as pages, not files', () => {
    expect(decide('/tag/Next.js')).toEqual({ kind: 'rewrite', pathname: '/_v/tag/Next.js' })
    expect(decide('/article/node.js-tips')).toEqual({ kind: 'rewrite', pathname: '/_v/article/node.js-tips' })
    expect(decide('/css/custom.css')).toEqual({ kind: 'pass' })
  })

  it('folds ?theme=, ?lang= and ?lite= in, ignoring unknown themes and bad languages', () => {
    expect(decide('/archive', 'theme=example&lang=en-us&lite=true')).toEqual({ kind: 'rewrite', pathname: '/_v~example~en-US~1~_/archive' })
    expect(decide('/archive', 'theme=nope&lang=english')).toEqual({ kind: 'rewrite', pathname: '/_v/archive' })
    // /page/1 is the list itself: redirected with the query kept (the ISR route cannot see it).
    expect(decide('/page/1', 's=abc&mode=dark')).toEqual({ kind: 'redirect', location: '/' })
    expect(decide('/tag/Notion/page/1', 'theme=example')).toEqual({ kind: 'redirect', location: '/tag/Notion' })
    expect(decide('/page/10', '')).toMatchObject({ kind: 'rewrite' })
    // An empty or junk ?locale= does not hide a valid ?lang= (the same rule as resolveLocale).
    for (const query of ['locale=xx&lang=en-US', 'locale=&lang=en-US'])
      expect(decide('/archive', query)).toEqual({ kind: 'rewrite', pathname: '/_v~_~en-US~0~_/archive' })
    expect(decide('/', 'locale=ja')).toEqual({ kind: 'rewrite', pathname: '/_v~_~ja-JP~0~_' })
  })

  it('serves a language workspace under its prefix and can redirect by browser language', () => {
    const multi = { ...env, notionPageId: `${'a'.repeat(32)},en:${'b'.repeat(32)}` }
    expect(decide('/en/archive', '', '', multi)).toEqual({ kind: 'rewrite', pathname: '/_v~_~_~0~en/archive' })
    expect(decide('/en/tag/Next.js', '', '', multi)).toEqual({ kind: 'rewrite', pathname: '/_v~_~_~0~en/tag/Next.js' })
    expect(decide('/en/rss/feed.xml', '', '', multi)).toEqual({ kind: 'rewrite', pathname: '/api/feeds/rss', query: { site: 'en' } })
    expect(decide('/en/page/1', '', '', multi)).toEqual({ kind: 'redirect', location: '/en' })
    expect(decide('/en/category/Life/page/1', '', '', multi)).toEqual({ kind: 'redirect', location: '/en/category/Life' })
    expect(decide('/archive', '', 'en-US,en;q=0.9', multi)).toEqual({ kind: 'rewrite', pathname: '/_v/archive' })
    expect(decide('/archive', '', 'en-US,en;q=0.9', { ...multi, redirectLang: true })).toEqual({ kind: 'redirect', location: '/en/archive', rememberLanguage: true })
  })

  it('lets only its own files and APIs through: /feedback or /api-design are pages', () => {
    for (const p of ['/feedback', '/api-design', '/apis', '/rss-reader', '/favicons', '/search-indexer', '/feeds', '/robots', '/_nextish', '/sitemap']) {
      expect(decide(p), p).toEqual({ kind: 'rewrite', pathname: `/_v${p}` })
    }
    const noPrefix = { ...env, postUrlPrefix: '' }
    expect(decide('/api-x', '', '', noPrefix)).toEqual({ kind: 'rewrite', pathname: '/_v/api-x' })
    for (const p of ['/api', '/api/posts', '/rss', '/rss/other.xml', '/feed', '/favicon.ico', '/_next/data/b/x.json']) {
      expect(decide(p), p).toEqual({ kind: 'pass' })
    }
    // The owner's own site files in public/ are served as they are.
    const owned = { ...env, hasPublicFile: () => true }
    for (const p of ['/robots.txt', '/sitemap.xml', '/rss/feed.xml', '/en/rss/atom.xml']) {
      expect(decide(p, '', '', owned), p).toEqual({ kind: 'pass' })
    }
  })
})

describe('the proxy: REDIRECT_LANG', () => {
  const zhSite = { ...env, redirectLang: true, siteLanguage: 'zh-CN', notionPageId: `${'a'.repeat(32)},en:${'b'.repeat(32)},ja:${'c'.repeat(32)}` }
  const first = (path: string, lang: string, query = '') => decideProxy(path, new URLSearchParams(query), lang, zhSite, false)

  it('redirects when the first browser language is a language site and not the site language', () => {
    expect(first('/', 'en-US,en;q=0.9')).toEqual({ kind: 'redirect', location: '/en', rememberLanguage: true })
    expect(first('/archive', 'ja')).toEqual({ kind: 'redirect', location: '/ja/archive', rememberLanguage: true })
  })

  it("never redirects a reader whose first language is the site's own, whatever follows", () => {
    expect(first('/', 'zh-CN,zh;q=0.9,en;q=0.8')).toEqual({ kind: 'rewrite', pathname: '/_v', rememberLanguage: true })
    expect(first('/', 'zh,en')).toEqual({ kind: 'rewrite', pathname: '/_v', rememberLanguage: true })
  })

  it('acts on the first language only', () => {
    expect(first('/', 'de-DE,en;q=0.9')).toEqual({ kind: 'rewrite', pathname: '/_v', rememberLanguage: true })
    expect(first('/', '')).toEqual({ kind: 'rewrite', pathname: '/_v', rememberLanguage: true })
  })

  it('never redirects an explicit ?lang= or ?locale=', () => {
    expect(first('/', 'en-US', 'lang=zh-CN')).toEqual({ kind: 'rewrite', pathname: '/_v~_~zh-CN~0~_', rememberLanguage: true })
    expect(first('/', 'en-US', 'locale=en-US')).toEqual({ kind: 'rewrite', pathname: '/_v~_~en-US~0~_', rememberLanguage: true })
  })

  it('redirects once: with the choice cookie, any page is served as asked', () => {
    expect(decideProxy('/', new URLSearchParams(), 'en-US', zhSite, true)).toEqual({ kind: 'rewrite', pathname: '/_v' })
    expect(decideProxy('/en', new URLSearchParams(), 'zh-CN', zhSite, true)).toEqual({ kind: 'rewrite', pathname: '/_v~_~_~0~en' })
  })

  it('remembers a first visit to a language site, and sets no cookie when there is nothing to redirect', () => {
    expect(first('/en/archive', 'zh-CN')).toEqual({ kind: 'rewrite', pathname: '/_v~_~_~0~en/archive', rememberLanguage: true })
    expect(decideProxy('/', new URLSearchParams(), 'en', { ...zhSite, redirectLang: false })).toEqual({ kind: 'rewrite', pathname: '/_v' })
    expect(decideProxy('/', new URLSearchParams(), 'en', { ...zhSite, notionPageId: 'a'.repeat(32) })).toEqual({ kind: 'rewrite', pathname: '/_v' })
    expect(first('/rss/feed.xml', 'en')).toEqual({ kind: 'rewrite', pathname: '/api/feeds/rss' })
  })

  it('takes LANG from the settings', () => {
    const id = 'f'.repeat(32)
    const e = proxyEnv(resolveSiteConfig({ file: { NOTION_PAGE_ID: `${id},en:${id}`, REDIRECT_LANG: true, LANG: 'en-US' } }).config, ['medium'])
    expect(e.siteLanguage).toBe('en-US')
    expect(decideProxy('/', new URLSearchParams(), 'en-US', e)).toEqual({ kind: 'rewrite', pathname: '/_v', rememberLanguage: true })
  })
})

describe('the proxy: unknown themes, ?s= on the search page, its settings', () => {
  it('serves the default theme for an unbuilt or unknown ?theme= and reports the name', () => {
    const told: string[] = []
    const e = { ...env, onUnknownTheme: (name: string) => told.push(name) }
    expect(decide('/archive', 'theme=hexo', '', e)).toEqual({ kind: 'rewrite', pathname: '/_v/archive' })
    expect(decide('/archive', 'theme=example', '', e)).toEqual({ kind: 'rewrite', pathname: '/_v~example~_~0~_/archive' })
    expect(told).toEqual(['hexo'])
  })

  it('warns once per unknown name, and stops after a bounded number of names', () => {
    const log = vi.fn()
    const warn = createUnknownThemeWarner(log, 3)
    for (let i = 0; i < 100; i++) warn('hexo')
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]![0]).toMatch(/"hexo" is not an available theme; using the default theme/)
    for (let i = 0; i < 100; i++) warn(`made-up-${i}`)
    expect(log).toHaveBeenCalledTimes(4)
    expect(log.mock.calls[3]![0]).toMatch(/no longer logging/)
  })

  it('sends /search?s=kw to /search/kw, keeping the other switches', () => {
    expect(decide('/search', 's=notion')).toEqual({ kind: 'redirect', location: '/search/notion', search: '' })
    expect(decide('/search', 's=%E7%AC%94%E8%AE%B0&theme=example')).toEqual({ kind: 'redirect', location: '/search/%E7%AC%94%E8%AE%B0', search: '?theme=example' })
    const multi = { ...env, notionPageId: `${'a'.repeat(32)},en:${'b'.repeat(32)}` }
    expect(decide('/en/search', 's=a b', '', multi)).toEqual({ kind: 'redirect', location: '/en/search/a%20b', search: '' })
    expect(decide('/search', 's=')).toEqual({ kind: 'rewrite', pathname: '/_v/search' })
    expect(decide('/page/2', 's=abc')).toEqual({ kind: 'rewrite', pathname: '/_v/page/2' })
  })

  it('reads NOTION_PAGE_ID, POST_URL_PREFIX and REDIRECT_LANG from blog.config.ts, then the environment', () => {
    const id = 'f'.repeat(32)
    const file = { NOTION_PAGE_ID: `${id},en:${id}`, POST_URL_PREFIX: 'posts', REDIRECT_LANG: true }
    const fromFile = proxyEnv(resolveSiteConfig({ file }).config, ['medium'])
    expect(fromFile).toMatchObject({ notionPageId: `${id},en:${id}`, postUrlPrefix: 'posts', redirectLang: true })
    expect(decideProxy('/archive', new URLSearchParams(), 'en', fromFile)).toEqual({ kind: 'redirect', location: '/en/archive', rememberLanguage: true })
    // A dotted name under the post prefix is a page, not a file.
    expect(decideProxy('/posts/node.js', new URLSearchParams(), '', fromFile, true)).toEqual({ kind: 'rewrite', pathname: '/_v/posts/node.js' })
    const fromEnv = proxyEnv(resolveSiteConfig({ file, env: { REDIRECT_LANG: 'false', POST_URL_PREFIX: 'p' } }).config, ['medium'])
    expect(fromEnv).toMatchObject({ postUrlPrefix: 'p', redirectLang: false })
  })

  it('the workspace Config row cannot set what the proxy reads (it never reaches the proxy)', () => {
    const { config, problems } = resolveSiteConfig({
      notion: { REDIRECT_LANG: 'true', NOTION_PAGE_ID: 'a'.repeat(32), POST_URL_PREFIX: 'posts' },
    })
    expect(config.REDIRECT_LANG).toBe(false)
    expect(config.NOTION_PAGE_ID).toBe('')
    expect(config.POST_URL_PREFIX).toBe('article')
    expect(problems.map((p) => p.key).sort()).toEqual(['NOTION_PAGE_ID', 'POST_URL_PREFIX', 'REDIRECT_LANG'])
  })
})
