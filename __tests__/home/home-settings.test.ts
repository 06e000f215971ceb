// @vitest-environment node
// The home widgets' settings (conf/widget-home.ts): spec defaults, text coercion from the
// environment, refused values, and what the server hands to LayoutIndex.
import { describe, expect, it } from 'vitest'
import { resolveSiteConfig } from '@/lib/config/site-config'
import { buildHomeWidgets } from '@/lib/home/home-widgets'
import { post } from './posts'

const defaults = resolveSiteConfig({}).config

describe('home widget settings', () => {
  it('has 3 notice links, no quote service until configured (nothing external by default), 3 shortcuts to /category /archive /about and 6 icon pairs', () => {
    expect(defaults.HOME_NOTICE_LINKS).toHaveLength(3)
    expect(defaults.HOME_QUOTE_API_URL).toBe('')
    expect(defaults.HOME_HERO_CATEGORIES.map((c) => c.url)).toEqual([
      '/category',
      '/archive',
      '/about',
    ])
    expect(defaults.HOME_HERO_ICONS).toHaveLength(6)
    expect(defaults.HOME_RECOMMEND_TAG).toBe('')
    expect(defaults.HOME_RECOMMEND_SORT_BY_UPDATE).toBe(false)
  })

  it('uses no image host for the default icons (built-in marks only)', () => {
    for (const pair of defaults.HOME_HERO_ICONS) {
      expect(pair.img_1).not.toMatch(/^(https?:|\/)/)
      expect(pair.img_2).not.toMatch(/^(https?:|\/)/)
    }
  })

  it('reads lists as JSON text from the environment', () => {
    const links = [{ title: 'Docs', url: 'https://docs.example.org' }]
    const { config, problems } = resolveSiteConfig({
      env: {
        HOME_NOTICE_LINKS: JSON.stringify(links),
        HOME_RECOMMEND_TAG: 'Featured',
        HOME_QUOTE_API_URL: '',
      },
    })
    expect(problems).toEqual([])
    expect(config.HOME_NOTICE_LINKS).toEqual(links)
    expect(config.HOME_RECOMMEND_TAG).toBe('Featured')
    expect(config.HOME_QUOTE_API_URL).toBe('')
  })

  it('refuses links that are neither http(s) nor a site path, and bad colours', () => {
    const { config, problems } = resolveSiteConfig({
      env: {
        HOME_NOTICE_LINKS: JSON.stringify([{ title: 'x', url: 'javascript:alert(1)' }]),
        HOME_HERO_CATEGORIES: JSON.stringify([{ title: 'x', url: '//evil.test' }]),
        HOME_HERO_ICONS: JSON.stringify([
          {
            title_1: 'a',
            img_1: 'react',
            color_1: 'red',
            title_2: 'b',
            img_2: 'git',
            color_2: '#000',
          },
        ]),
        HOME_TODAY_URL: 'data:text/html,hi',
      },
    })
    expect(problems.map((p) => p.key).sort()).toEqual([
      'HOME_HERO_CATEGORIES',
      'HOME_HERO_ICONS',
      'HOME_NOTICE_LINKS',
      'HOME_TODAY_URL',
    ])
    expect(config.HOME_NOTICE_LINKS).toEqual(defaults.HOME_NOTICE_LINKS)
  })
})

describe('buildHomeWidgets', () => {
  const posts = Array.from({ length: 8 }, (_, i) =>
    post(i + 1, i < 2 ? { tags: ['Featured'] } : {}),
  )

  it('carries the settings and at most 6 recommended post links', () => {
    expect(buildHomeWidgets(defaults, posts).quote).toBeNull()
    const withQuote = { ...defaults, HOME_QUOTE_API_URL: 'https://v1.hitokoto.cn' }
    const home = buildHomeWidgets(withQuote, posts)
    expect(home.noticeLinks).toHaveLength(3)
    expect(home.quote).toEqual({
      apiUrl: 'https://v1.hitokoto.cn',
      linkTemplate: 'https://hitokoto.cn/?uuid={uuid}',
    })
    expect(home.heroShortcuts).toHaveLength(3)
    expect(home.heroIcons).toHaveLength(6)
    expect(home.today).toEqual({ url: '/about', title: '', image: '' })
    expect(home.recommended.map((p) => p.title)).toEqual([
      'Post 8',
      'Post 7',
      'Post 6',
      'Post 5',
      'Post 4',
      'Post 3',
    ])
    // Links only: no summary, tags or body travel to the page.
    expect(Object.keys(home.recommended[0] ?? {}).sort()).toEqual(
      [
        'category',
        'external',
        'href',
        'id',
        'pageCoverThumbnail',
        'pageIcon',
        'publishDay',
        'title',
      ].sort(),
    )
  })

  it('follows HOME_RECOMMEND_TAG, and turns the quote off with an empty URL', () => {
    const config = resolveSiteConfig({
      env: { HOME_RECOMMEND_TAG: 'Featured', HOME_QUOTE_API_URL: '' },
    }).config
    const home = buildHomeWidgets(config, posts)
    expect(home.recommended.map((p) => p.title)).toEqual(['Post 1', 'Post 2'])
    expect(home.quote).toBeNull()
  })
})
