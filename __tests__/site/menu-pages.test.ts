import { isSitePage, markMenuPages, menuPathProblems, type SitePaths } from '@/lib/site/menu-pages'
import type { MenuLink } from '@/lib/site/types'

const paths: SitePaths = {
  hrefs: new Set(['/about', '/article/hello']),
  categories: new Set(['Engineering', '随笔']),
  tags: new Set(['Next.js']),
  languagePrefixes: ['ja'],
}

describe('isSitePage', () => {
  it.each([
    '/', '/about', '/article/hello', '/archive', '/category', '/category/Engineering', '/category/%E9%9A%8F%E7%AC%94',
    '/tag/Next.js', '/search', '/search/anything', '/page/2', '/ja', '/ja/about', '/about?x=1#top', '#top',
    'https://example.com/en', '/sign-in',
  ])('%s is a page (or not ours to judge)', (href) => expect(isSitePage(href, paths)).toBe(true))

  it.each(['/en', '/en/about', '/gone', '/category/Nope', '/tag/unused', '/page/x', '/article/deleted'])(
    '%s is no page of the site',
    (href) => expect(isSitePage(href, paths)).toBe(false),
  )
})

describe('markMenuPages', () => {
  const menu = (name: string, href: string, subs: string[] = []): MenuLink => ({
    id: name, icon: '', name, href, target: '_self', show: true,
    subMenus: subs.map((h, i) => ({ id: `${name}${i}`, icon: '', title: `${name} ${i}`, href: h, target: '_self' })),
  })

  it('marks links to no page, menus and submenus, and names each once in the problems', () => {
    const marked = markMenuPages([menu('About', '/about'), menu('English', '/en'), menu('More', '#', ['/gone', '/archive'])], paths)
    expect(marked.map((m) => m.notAPage)).toEqual([undefined, true, undefined])
    expect(marked[2]?.subMenus.map((s) => s.notAPage)).toEqual([true, undefined])
    expect(menuPathProblems(marked)).toEqual([
      'menu "English" links to /en, which is no page of this site: linked without prefetch',
      'menu "More 0" links to /gone, which is no page of this site: linked without prefetch',
    ])
  })
})
