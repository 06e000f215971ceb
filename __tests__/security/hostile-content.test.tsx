// A workspace that tries to break out (markup in every text, script URLs in every link-like
// field, 10,000 blocks, 100 levels, route-named slugs) through the real route layer and real
// themes: nothing from the content may become a script, a handler, a script URL or a frame.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { cleanup, render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import type { GetStaticPropsResult } from 'next'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { preloadNotionBody } from '@/components/notion/preload'
import { SiteProvider } from '@/components/site/SiteContext'
import { loadThemeLayouts, themeRoot, type ThemeRootProps } from '@/components/theme/theme-root'
import type { ThemeName } from '@/conf/site'
import { resetSiteDataForTests, getSiteData } from '@/lib/data/site-data'
import { buildFeed, renderFeed } from '@/lib/feeds/feed'
import { FEED_FORMATS } from '@/lib/feeds/formats'
import { buildSitemap } from '@/lib/feeds/sitemap'
import { I18nProvider } from '@/lib/i18n/react'
import { articleProps } from '@/lib/routes/article'
import { loadRouteContext, type RouteContext } from '@/lib/routes/context'
import { withIndexPage } from '@/lib/routes/index-page'
import { archiveProps, categoryIndexProps, notFoundPageProps, tagIndexProps } from '@/lib/routes/indexes'
import { categoryProps, homeProps, searchProps, tagProps } from '@/lib/routes/lists'
import type { ThemePageProps } from '@/lib/routes/types'
import { encodeVariant } from '@/lib/routes/variant'
import { searchIndexText } from '@/lib/search/build-index'
import { getSearchIndex, resetSearchIndexForTests } from '@/lib/search/index-store'
import { BUILT_THEMES } from '@/themes/built.generated'
import type { ThemeDefinition } from '@/themes/contract'
import { resetRouter } from '@/__tests__/fixtures/router'
import { BLOCK_COUNT, DEPTH, HOSTILE_POST_URL_PREFIX, HOSTILE_SLUGS, IMG_ONERROR, writeHostileSnapshot } from '@/__tests__/fixtures/hostile-workspace'
import { hrefLikeValues, unsafeInDocument, unsafeUrl } from './unsafe-markup'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const WANTED: ThemeName[] = ['medium', 'hexo', 'heo', 'gitbook', 'nav', 'starter']
const THEMES = WANTED.filter((t) => (BUILT_THEMES as readonly string[]).includes(t))
const ENV_KEYS = ['NOTION_PAGE_ID', 'NOTION_SNAPSHOT_DIR', 'FOLIO_CACHE_DIR', 'POST_URL_PREFIX'] as const

let tmp = ''
const saved: Record<string, string | undefined> = {}
const warnings: string[] = []
let dialogs: ReturnType<typeof vi.spyOn>

beforeAll(async () => {
  // The body renderer is a dynamic chunk: loaded up front, as the routes do, so bodies render.
  await preloadNotionBody()
  tmp = mkdtempSync(path.join(tmpdir(), 'folio-hostile-'))
  const { rootId } = writeHostileSnapshot(path.join(tmp, 'workspace'))
  for (const k of ENV_KEYS) saved[k] = process.env[k]
  Object.assign(process.env, {
    NOTION_PAGE_ID: rootId,
    NOTION_SNAPSHOT_DIR: path.join(tmp, 'workspace'),
    FOLIO_CACHE_DIR: path.join(tmp, 'cache'),
    POST_URL_PREFIX: HOSTILE_POST_URL_PREFIX,
  })
  resetSiteDataForTests()
  resetSearchIndexForTests()
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')))
  vi.spyOn(console, 'error').mockImplementation(() => {})
  dialogs = vi.spyOn(window, 'alert').mockImplementation(() => {})
})

afterAll(() => {
  vi.restoreAllMocks()
  for (const k of ENV_KEYS) {
    if (saved[k] === undefined) delete process.env[k]
    else process.env[k] = saved[k]
  }
  resetSiteDataForTests()
  resetSearchIndexForTests()
  rmSync(tmp, { recursive: true, force: true })
})

afterEach(() => cleanup())

function unwrap(result: GetStaticPropsResult<ThemePageProps>, what: string): ThemePageProps {
  if (!('props' in result)) throw new Error(`no page for ${what}: ${JSON.stringify(result).slice(0, 300)}`)
  return result.props
}

type PageCase = [name: string, path: string, props: (ctx: RouteContext) => Promise<GetStaticPropsResult<ThemePageProps>> | GetStaticPropsResult<ThemePageProps>]

function routeCases(ctx: RouteContext): PageCase[] {
  const { categories, tags, posts } = ctx.data.site
  const category = categories[0]?.name ?? ''
  const tag = tags[0]?.name ?? ''
  const cases: PageCase[] = [
    ['home', '/', (c) => withIndexPage(c, homeProps(c, 1)) as never],
    ['category', `/category/${encodeURIComponent(category)}`, (c) => categoryProps(c, category, 1) as never],
    ['tag', `/tag/${encodeURIComponent(tag)}`, (c) => tagProps(c, tag, 1) as never],
    ['category index', '/category', (c) => categoryIndexProps(c) as never],
    ['tag index', '/tag', (c) => tagIndexProps(c) as never],
    ['archive', '/archive', (c) => archiveProps(c) as never],
    ['search', '/search/script', (c) => searchProps(c, 'script', 1) as never],
    ['search empty', '/search', (c) => searchProps(c, '', 1) as never],
    // The keyword comes from the visitor's URL: it is reflected, and must stay text.
    ['search hostile keyword', `/search/${encodeURIComponent(IMG_ONERROR)}`, (c) => searchProps(c, IMG_ONERROR, 1) as never],
    ['404', '/404', (c) => notFoundPageProps(c) as never],
  ]
  expect(posts.length, 'the home list has a page 2').toBeGreaterThan(ctx.config.POSTS_PER_PAGE)
  cases.push(['page 2', '/page/2', (c) => homeProps(c, 2) as never])
  for (const slug of HOSTILE_SLUGS) cases.push([`article ${slug}`, `/${slug}`, (c) => articleProps(c, [slug]) as never])
  return cases
}

function page(Root: ComponentType<ThemeRootProps>, props: ThemePageProps, visible: string) {
  resetRouter(visible)
  const { data, ...context } = props
  return (
    <SiteProvider value={context}>
      <I18nProvider locale={props.variant.locale}>
        <Root layout={props.layout} data={data} />
      </I18nProvider>
    </SiteProvider>
  )
}

/** The server's HTML, parsed without scripting: <noscript> contents count as markup too. */
function serverDocument(Root: ComponentType<ThemeRootProps>, props: ThemePageProps, visible: string): Document {
  const html = renderToString(page(Root, props, visible))
  return new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html')
}

describe('the hostile workspace', () => {
  it('loads, with every hostile post routable under its own slug', async () => {
    const { site } = await getSiteData()
    const hrefs = site.routable.map((p) => p.href)
    for (const slug of HOSTILE_SLUGS) expect(hrefs, slug).toContain(`/${slug}`)
  })

  it('keeps script URLs out of the data every page is sent', async () => {
    const ctx = await loadRouteContext(encodeVariant({ theme: THEMES[0]! }))
    expect(ctx).not.toBeNull()
    for (const [name, , make] of routeCases(ctx!)) {
      const props = unwrap(await make(ctx!), name)
      const bad = hrefLikeValues(props).filter(([, v]) => unsafeUrl(v))
      expect(bad, name).toEqual([])
    }
  })

  it('feeds, sitemap and search index carry no raw <script and no script URL', async () => {
    const { site, config } = await getSiteData()
    const outputs: Record<string, string> = {}
    for (const format of FEED_FORMATS) outputs[format] = renderFeed(buildFeed(site, config, 'https://example.com', { format }), format)
    outputs.sitemap = buildSitemap(site, 'https://example.com')
    outputs.search = searchIndexText(await getSearchIndex())
    expect(JSON.parse(outputs.search)).toEqual(await getSearchIndex())
    for (const [name, text] of Object.entries(outputs)) {
      expect(text, name).not.toMatch(/<script/i)
      expect(text, name).not.toMatch(/(href|src|url)"?\s*[:=]\s*"?\s*(javascript:|data:text\/html)/i)
    }
  })

  it('warns about every kind of thing it dropped, naming where', async () => {
    const { site } = await getSiteData()
    const log = warnings.join('\n')
    for (const where of ['Config AVATAR', 'Config INLINE_CONFIG', 'slug', 'ext', 'icon', 'image of', '(bookmark)', '(embed)', '(text)'])
      expect(log, where).toMatch(new RegExp(`\\[content\\] [^\\n]*${where.replace(/[()]/g, '\\$&')}[^\\n]*dropped a URL that could run script`))
    for (const slug of ['archive', 'search', 'api']) expect(log, slug).toContain(`at /${slug} can never be opened`)
    expect(log, 'the broken ext').toMatch(/ext is not valid JSON/)
    // ext {"href":"javascript:…"} does not make the post a link to elsewhere.
    expect(site.posts.find((p) => p.href === '/urls')?.external).toBe(false)
  })
})

describe.each(THEMES)('theme %s renders every route safely', (theme) => {
  let Root: ComponentType<ThemeRootProps>
  let ctx: RouteContext

  beforeAll(async () => {
    const definition = ((await import(`../../themes/${theme}/index.tsx`)) as { default: ThemeDefinition }).default
    Root = themeRoot(await loadThemeLayouts(definition))
    const loaded = await loadRouteContext(encodeVariant({ theme }))
    if (!loaded) throw new Error('no route context')
    ctx = loaded
  })

  it('every route', async () => {
    for (const [name, visible, make] of routeCases(ctx)) {
      // The 10,000-block page is slow to draw: one theme carries it.
      if (name === 'article huge' && theme !== THEMES[0]) continue
      const props = unwrap(await make(ctx), name)
      expect(unsafeInDocument(serverDocument(Root, props, visible)), `${theme} ${name} (server HTML)`).toEqual([])
      const { container } = render(page(Root, props, visible))
      expect(container.querySelector(`#theme-${theme}`), `${theme} ${name} rendered`).not.toBeNull()
      expect(unsafeInDocument(document), `${theme} ${name}`).toEqual([])
      expect((window as unknown as { PWNED?: unknown }).PWNED, `${theme} ${name}`).toBeUndefined()
      expect(dialogs, `${theme} ${name}: a dialog opened`).not.toHaveBeenCalled()
      if (name === 'article xss') expect(container.textContent).toContain('<script>window.PWNED=1</script>')
      if (name === 'home') expect(document.body.textContent, 'the notice or the site title shows, as text').toMatch(/<script>window\.PWNED=1/)
      if (name === 'article urls') {
        expect(container.textContent).toContain('see link 3')
        expect(container.textContent, 'the inline database rows').toContain('row 3')
        expect(container.querySelector('.katex'), 'the equations').not.toBeNull()
      }
      if (name === 'article archive') expect(container.textContent).toContain('body of archive')
      if (name === 'article huge') expect(container.textContent).toContain(`block ${BLOCK_COUNT - 1}`)
      if (name === 'article deep') expect(container.textContent).toContain(`level ${DEPTH}`)
      cleanup()
    }
  }, 60_000)
})
