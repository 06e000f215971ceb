// The home widgets' default links (HOME_NOTICE_LINKS, HOME_HERO_CATEGORIES) are named in the
// visitor's language; a title the owner wrote is shown as written, in every language.
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CategoryShortcuts } from '@/components/home/CategoryShortcuts'
import { NoticeBar } from '@/components/home/NoticeBar'
import { resolveSiteConfig } from '@/lib/config/site-config'
import { buildHomeWidgets } from '@/lib/home/home-widgets'
import { linkTitle } from '@/lib/home/link-titles'
import { getDictionary } from '@/lib/i18n'
import { renderInSite } from '@/__tests__/fixtures/site-context'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const defaults = buildHomeWidgets(resolveSiteConfig({}).config, [])
const zh = { variant: { locale: 'zh-CN' as const } }

describe('default home links', () => {
  it('notice links are named in the zh-CN default language, not in English', () => {
    const { container } = renderInSite(
      <NoticeBar links={defaults.noticeLinks} quote={null} />,
      zh,
    )
    const titles = [...container.querySelectorAll('[data-notice-item] a')].map((a) => a.textContent)
    expect(titles).toEqual(['关于本站和作者', '按月浏览全部文章', '按分类浏览文章'])
  })

  it('hero shortcuts are named in the visitor’s language', () => {
    renderInSite(<CategoryShortcuts items={defaults.heroShortcuts} />, zh)
    const nav = screen.getByRole('navigation')
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual([
      '分类',
      '归档',
      '关于',
    ])
  })

  it('every language has its own names (none falls back to a URL)', () => {
    for (const locale of ['en-US', 'zh-CN', 'zh-HK', 'zh-TW', 'fr-FR', 'tr-TR', 'ja-JP']) {
      const t = getDictionary(locale)
      for (const link of defaults.noticeLinks)
        expect(linkTitle(link, 'notice', t), locale).not.toMatch(/^\//)
      for (const link of defaults.heroShortcuts)
        expect(linkTitle(link, 'shortcut', t), locale).not.toMatch(/^\//)
    }
  })

  it('keeps owner-set titles as given, even on built-in paths', () => {
    const { config, problems } = resolveSiteConfig({
      env: {
        HOME_NOTICE_LINKS: JSON.stringify([{ title: 'Read me first', url: '/about' }]),
        HOME_HERO_CATEGORIES: JSON.stringify([
          { title: 'Everything', url: '/archive' },
          { title: '', url: '/tag' },
          { title: '', url: 'https://docs.example.org' },
        ]),
      },
    })
    expect(problems).toEqual([])
    const home = buildHomeWidgets(config, [])
    renderInSite(<CategoryShortcuts items={home.heroShortcuts} />, zh)
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Everything',
      '标签',
      'https://docs.example.org',
    ])
    expect(linkTitle(home.noticeLinks[0]!, 'notice', getDictionary('zh-CN'))).toBe('Read me first')
  })
})
