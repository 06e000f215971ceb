import { describe, expect, it } from 'vitest'
import { SUPPORTED_LOCALES, formatDate } from '@/lib/i18n'

const INSTANT = '2024-01-05T10:00:00.000Z'

describe('formatDate', () => {
  it('spells English month names', () => {
    expect(formatDate(INSTANT, 'en-US')).toBe('January 5, 2024')
    expect(formatDate(INSTANT, 'en-US', 'month')).toBe('January 2024')
  })

  it('writes Chinese and Japanese dates with 年/月/日', () => {
    for (const locale of ['zh-CN', 'zh-HK', 'zh-TW', 'ja-JP'] as const) {
      expect(formatDate(INSTANT, locale)).toBe('2024年1月5日')
      expect(formatDate(INSTANT, locale, 'month')).toBe('2024年1月')
    }
  })

  it('uses French and Turkish month names', () => {
    expect(formatDate(INSTANT, 'fr-FR')).toBe('5 janvier 2024')
    expect(formatDate(INSTANT, 'tr-TR')).toBe('5 Ocak 2024')
  })

  it('has a numeric short style in each language’s order', () => {
    expect(formatDate(INSTANT, 'zh-CN', 'short')).toBe('2024/01/05')
    expect(formatDate(INSTANT, 'en-US', 'short')).toBe('01/05/2024')
    expect(formatDate(INSTANT, 'fr-FR', 'short')).toBe('05/01/2024')
    expect(formatDate(INSTANT, 'tr-TR', 'short')).toBe('05.01.2024')
  })

  it('uses UTC unless a time zone is given, so server and browser agree', () => {
    const lateEvening = '2024-01-05T23:30:00Z'
    expect(formatDate(lateEvening, 'en-US')).toBe('January 5, 2024')
    expect(formatDate(lateEvening, 'en-US', 'long', 'Asia/Shanghai')).toBe('January 6, 2024')
  })

  it('shows a calendar day as that day in any time zone', () => {
    expect(formatDate('2024-01-05', 'en-US', 'long', 'America/Los_Angeles')).toBe('January 5, 2024')
  })

  it('falls back to UTC for an invalid time zone', () => {
    expect(formatDate(INSTANT, 'en-US', 'long', 'Not/AZone')).toBe('January 5, 2024')
  })

  it('returns unparseable input unchanged', () => {
    expect(formatDate('not a date', 'en-US')).toBe('not a date')
    expect(formatDate('', 'zh-CN')).toBe('')
  })

  it.each(SUPPORTED_LOCALES)('%s formats every style', (locale) => {
    for (const style of ['long', 'short', 'month'] as const) {
      expect(formatDate(INSTANT, locale, style)).toMatch(/2024/)
    }
  })
})
