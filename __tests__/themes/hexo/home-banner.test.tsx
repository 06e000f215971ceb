// The hexo banner greets in the visitor's language unless the owner wrote the greetings, and
// offers the site's first categories (three by default) as buttons over the cover.
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SiteProvider } from '@/components/site/SiteContext'
import { I18nProvider } from '@/lib/i18n/react'
import type { Locale } from '@/lib/i18n'
import { config } from '@/themes/hexo/config'
import { HomeBanner } from '@/themes/hexo/frame/HomeBanner'
import { fixtureContext } from '@/__tests__/fixtures/site-context'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const categories = ['Engineering', 'Notion', 'Design', 'Life'].map((name, i) => ({ name, color: 'default' as const, count: i + 1 }))

function renderBanner(locale: Locale, settings: Record<string, unknown> = {}) {
  const value = { ...fixtureContext({ categories }, { theme: 'hexo', locale }), themeConfig: { ...config.parse({}), ...settings } }
  return render(
    <SiteProvider value={value}>
      <I18nProvider locale={locale}>
        <HomeBanner />
      </I18nProvider>
    </SiteProvider>,
  )
}

const greeting = () => document.querySelector('[data-section="typed-words"] .sr-only')?.textContent
const buttons = () => within(screen.getByRole('navigation')).getAllByRole('link')

describe('hexo home banner', () => {
  it('greets in Chinese on a zh-CN site and in English on an en-US one', () => {
    const { unmount } = renderBanner('zh-CN')
    expect(greeting()).toBe('你好，欢迎来到这里')
    unmount()
    renderBanner('en-US')
    expect(greeting()).toBe('Hello, welcome here')
  })

  it('types the greetings the owner wrote, as written, in any language', () => {
    renderBanner('zh-CN', { HEXO_HOME_BANNER_GREETINGS: ['Hi, I write code'] })
    expect(greeting()).toBe('Hi, I write code')
  })

  it('offers the first three categories as buttons to their pages', () => {
    renderBanner('en-US')
    expect(buttons().map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Engineering', '/category/Engineering'],
      ['Notion', '/category/Notion'],
      ['Design', '/category/Design'],
    ])
  })

  it('offers as many as HEXO_HOME_BANNER_CATEGORIES says, and none at 0', () => {
    const { unmount } = renderBanner('en-US', { HEXO_HOME_BANNER_CATEGORIES: 4 })
    expect(buttons()).toHaveLength(4)
    unmount()
    renderBanner('en-US', { HEXO_HOME_BANNER_CATEGORIES: 0 })
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})
