import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { I18nProvider, useT } from '@/lib/i18n/react'

function Probe() {
  const { t, locale, format, formatDate, plural } = useT()
  return (
    <div>
      <span data-testid="locale">{locale}</span>
      <span data-testid="home">{t.nav.home}</span>
      <span data-testid="read">{format(t.post.readTimeValue, { n: 4 })}</span>
      <span data-testid="date">{formatDate('2024-01-05T10:00:00Z')}</span>
      <span data-testid="month">{formatDate('2024-01-05', 'month')}</span>
      <span data-testid="count">{plural(t.list.postCount, 1)}</span>
    </div>
  )
}

const text = (id: string) => screen.getByTestId(id).textContent

describe('useT', () => {
  it('reads the provider’s language', () => {
    render(
      <I18nProvider locale="zh-CN">
        <Probe />
      </I18nProvider>,
    )
    expect(text('locale')).toBe('zh-CN')
    expect(text('home')).toBe('首页')
    expect(text('read')).toBe('4 分钟')
    expect(text('date')).toBe('2024年1月5日')
    expect(text('month')).toBe('2024年1月')
    expect(text('count')).toBe('1 篇文章')
  })

  it('binds date and plural formatting to the locale', () => {
    render(
      <I18nProvider locale="en-US">
        <Probe />
      </I18nProvider>,
    )
    expect(text('home')).toBe('Home')
    expect(text('date')).toBe('January 5, 2024')
    expect(text('count')).toBe('1 post')
  })

  it('follows a locale change', () => {
    const { rerender } = render(
      <I18nProvider locale="fr-FR">
        <Probe />
      </I18nProvider>,
    )
    expect(text('home')).toBe('Accueil')
    rerender(
      <I18nProvider locale="ja-JP">
        <Probe />
      </I18nProvider>,
    )
    expect(text('home')).toBe('ホーム')
  })

  it('reads English outside a provider', () => {
    render(<Probe />)
    expect(text('locale')).toBe('en-US')
    expect(text('home')).toBe('Home')
  })
})
