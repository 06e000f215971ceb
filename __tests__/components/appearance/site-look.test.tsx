// The owner's look, verification metas and title icons as pages render them: the head's
// stylesheets and style rule (none at the defaults), the google/baidu verification metas, post
// titles without their icon under POST_TITLE_ICON=false, and the CSS defaults matching the
// settings' defaults.
import { readdirSync, readFileSync } from 'node:fs'
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { siteLookCss } from '@/components/appearance/site-look-css'
import { menuIconOf } from '@/components/navigation/MenuIcon'
import { SiteLookHead } from '@/components/appearance/SiteLookHead'
import { PostTitle } from '@/components/post/PostTitle'
import { SearchHitItem } from '@/components/search/SearchHitItem'
import type { SearchHit } from '@/components/search/search-hits'
import { PageHead } from '@/components/seo/PageHead'
import { RouteLoadingProvider } from '@/components/site/RouteLoading'
import { SiteProvider } from '@/components/site/SiteContext'
import { resolveSiteConfig } from '@/lib/config/site-config'
import type { SiteChrome } from '@/lib/routes/types'
import { resetRouter } from '@/__tests__/fixtures/router'
import { fixtureContext, renderInSite } from '@/__tests__/fixtures/site-context'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)
// next/head needs Next's head manager; here its children are rendered where they stand.
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }))

function renderHead(chrome: Partial<SiteChrome>, theme: 'hexo' | 'example' = 'hexo') {
  render(
    <RouteLoadingProvider>
      <SiteProvider value={fixtureContext(chrome, { theme })}>
        <PageHead />
        <SiteLookHead />
      </SiteProvider>
    </RouteLoadingProvider>,
  )
  // React 19 hoists <meta> and <link rel=stylesheet> into document.head.
  return document
}

beforeEach(() => resetRouter('/'))
afterEach(() => {
  cleanup()
  document.head.innerHTML = ''
})

describe('the look in the head', () => {
  it('adds nothing at the defaults', () => {
    const head = renderHead({})
    expect(head.querySelector('[data-folio-look], style, link[rel="stylesheet"]')).toBeNull()
    expect(head.querySelector('meta[name$="-site-verification"]')).toBeNull()
  })

  it('links the font stylesheets and writes the backgrounds for the theme root', () => {
    const head = renderHead({
      look: { background: { light: '#fafafa', dark: '#101010' }, stylesheets: ['https://fonts.googleapis.com/css2?family=Inter', '/css/icons.css'] },
    })
    const links = [...head.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'))
    expect(links).toEqual(['https://fonts.googleapis.com/css2?family=Inter', '/css/icons.css'])
    const css = head.querySelector('style[data-folio-look]')?.textContent ?? ''
    expect(css).toContain('html:not(.dark) #theme-hexo{background-color:#fafafa}')
    expect(css).toContain('html.dark #theme-hexo{background-color:#101010}')
  })
})

describe('siteLookCss', () => {
  it('paints <html> and the theme root in each appearance it is given', () => {
    expect(siteLookCss({ background: { light: '', dark: '#000' } }, 'medium')).toBe(
      'html.dark,html.dark #theme-medium{background-color:#000}',
    )
  })

  it('sets the font variables every theme uses, and the body family for serif', () => {
    expect(siteLookCss({ fonts: { sans: '"Inter", sans-serif', body: 'serif' } }, 'next')).toBe(
      ':root{--font-sans:"Inter", sans-serif;--folio-font-body:var(--font-serif)}',
    )
    expect(siteLookCss({ fonts: { serif: 'Lora, serif' } }, 'next')).toBe(':root{--font-serif:Lora, serif}')
  })
})

describe('site-verification metas', () => {
  it('are written on every page that has them set', () => {
    const head = renderHead({ verification: { google: 'g-token', baidu: 'codeva-b' } })
    expect(head.querySelector('meta[name="google-site-verification"]')?.getAttribute('content')).toBe('g-token')
    expect(head.querySelector('meta[name="baidu-site-verification"]')?.getAttribute('content')).toBe('codeva-b')
  })

  it('leave out the one that is unset', () => {
    const head = renderHead({ verification: { google: '', baidu: 'codeva-b' } })
    expect(head.querySelector('meta[name="google-site-verification"]')).toBeNull()
    expect(head.querySelector('meta[name="baidu-site-verification"]')).not.toBeNull()
  })
})

describe('POST_TITLE_ICON', () => {
  const post = { title: 'Hello', pageIcon: '👋' }
  const hit: SearchHit = {
    key: 'a', title: 'Hello', href: '/article/a', external: false, publishDay: '2026-01-01', category: null,
    tags: [], pageIcon: '👋', snippet: '', terms: [], source: 'server',
  }

  it('on (the default): the icon goes before post titles and search hits', () => {
    renderInSite(<><PostTitle as="h1" post={post} /><SearchHitItem hit={hit} /></>)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('👋Hello')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('👋Hello')
  })

  it('false: no icon, wherever the title is', () => {
    renderInSite(<><PostTitle as="h1" post={post} /><SearchHitItem hit={hit} /></>, { chrome: { titleIcons: false } })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Hello$/)
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Hello$/)
  })

  it('a place that never shows icons keeps them off', () => {
    renderInSite(<PostTitle as="h1" post={post} showIcon={false} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Hello$/)
  })
})

describe('FONT_ICON_CSS_URL', () => {
  it('with an icon-font stylesheet, menu icon classes are drawn by that font; built-in keys keep theirs', () => {
    expect(menuIconOf('fas fa-home', true)).toEqual({ classes: 'fas fa-home' })
    expect(menuIconOf('iconfont  icon-rss', true)).toEqual({ classes: 'iconfont icon-rss' })
    expect(menuIconOf('home', true)).toHaveProperty('Svg')
    expect(menuIconOf('fas fa-home')).not.toEqual({ classes: 'fas fa-home' })
  })
})

describe('the font defaults', () => {
  it('styles/globals.css holds FONT_SANS and FONT_SERIF at their defaults', () => {
    const css = readFileSync('styles/globals.css', 'utf8')
    const { FONT_SANS, FONT_SERIF } = resolveSiteConfig({ env: {} }).config
    expect(css).toContain(`--font-sans: ${FONT_SANS};`)
    expect(css).toContain(`--font-serif: ${FONT_SERIF};`)
    expect(css).toMatch(/html \{[^}]*font-family: var\(--folio-font-body\)/)
    expect(readFileSync('styles/notion.css', 'utf8')).toContain('--notion-font: var(--folio-font-body)')
  })

  it('no theme names a font stack of its own, so FONT_* reach every theme', () => {
    const files = readdirSync('themes', { recursive: true, encoding: 'utf8' }).filter((f) => /\.(tsx?|css)$/.test(f))
    const own = files.filter((f) => /font-family:(?!\s*inherit)/.test(readFileSync(`themes/${f}`, 'utf8')))
    expect(own).toEqual([])
  })
})
