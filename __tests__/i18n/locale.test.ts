import { describe, expect, it } from 'vitest'
import { getDictionary, normaliseLocale, resolveLocale } from '@/lib/i18n'
import { enUS } from '@/lib/i18n/locales/en-US'
import { jaJP } from '@/lib/i18n/locales/ja-JP'
import { zhCN } from '@/lib/i18n/locales/zh-CN'
import { zhHK } from '@/lib/i18n/locales/zh-HK'

describe('normaliseLocale', () => {
  it.each([
    ['en', 'en-US'],
    ['en-US', 'en-US'],
    ['zh-cn', 'zh-CN'],
    ['ZH-TW', 'zh-TW'],
    ['zh-hk', 'zh-HK'],
    ['zh', 'zh-CN'],
    ['ja', 'ja-JP'],
    ['fr', 'fr-FR'],
    ['tr', 'tr-TR'],
    ['en-GB', 'en-US'],
    ['fr-CA', 'fr-FR'],
    ['zh-SG', 'zh-CN'],
    ['zh-MO', 'zh-HK'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseLocale(input)).toBe(expected)
  })

  it.each([
    'english',
    'e',
    'en_US',
    'en-USA',
    '<script>',
    '',
    ' en',
    'en-',
    'zh-Hant',
    'de',
    'de-DE',
  ])('rejects %j', (input) => {
    expect(normaliseLocale(input)).toBeNull()
  })

  it('rejects missing values', () => {
    expect(normaliseLocale(undefined)).toBeNull()
    expect(normaliseLocale(null)).toBeNull()
  })
})

describe('getDictionary', () => {
  it('returns the exact language', () => {
    expect(getDictionary('zh-HK')).toBe(zhHK)
    expect(getDictionary('zh-cn')).toBe(zhCN)
  })

  it('matches on the two-letter language', () => {
    expect(getDictionary('zh')).toBe(zhCN)
    expect(getDictionary('en')).toBe(enUS)
    expect(getDictionary('ja')).toBe(jaJP)
  })

  it('falls back to English for unknown or invalid languages', () => {
    expect(getDictionary('de-DE')).toBe(enUS)
    expect(getDictionary('klingon')).toBe(enUS)
    expect(getDictionary('')).toBe(enUS)
  })
})

describe('resolveLocale', () => {
  it('uses the config language by default', () => {
    expect(resolveLocale({ configLang: 'zh-CN' })).toBe('zh-CN')
    expect(resolveLocale({ configLang: 'ja' })).toBe('ja-JP')
  })

  it('falls back to English for an unknown config language', () => {
    expect(resolveLocale({ configLang: 'xx-YY' })).toBe('en-US')
    expect(resolveLocale({ configLang: 'nonsense' })).toBe('en-US')
  })

  it('lets ?locale= override everything', () => {
    expect(
      resolveLocale({
        configLang: 'zh-CN',
        query: { locale: 'fr-FR', lang: 'ja' },
        routerLocale: 'tr-TR',
      }),
    ).toBe('fr-FR')
  })

  it('uses ?lang= when ?locale= is absent or invalid', () => {
    expect(resolveLocale({ configLang: 'zh-CN', query: { lang: 'en' } })).toBe('en-US')
    expect(resolveLocale({ configLang: 'zh-CN', query: { locale: '<b>', lang: 'ja-jp' } })).toBe(
      'ja-JP',
    )
  })

  it('puts the query before the router locale, and the router locale before config', () => {
    expect(
      resolveLocale({ configLang: 'zh-CN', query: { lang: 'tr' }, routerLocale: 'ja-JP' }),
    ).toBe('tr-TR')
    expect(resolveLocale({ configLang: 'zh-CN', query: {}, routerLocale: 'ja-JP' })).toBe('ja-JP')
  })

  it('ignores invalid query and router values', () => {
    expect(
      resolveLocale({
        configLang: 'zh-TW',
        query: { locale: 'english', lang: 'de' },
        routerLocale: 'default',
      }),
    ).toBe('zh-TW')
  })

  it('reads the first value of a repeated query parameter', () => {
    expect(resolveLocale({ configLang: 'zh-CN', query: { locale: ['ja', 'fr'] } })).toBe('ja-JP')
    expect(resolveLocale({ configLang: 'zh-CN', query: { locale: [] } })).toBe('zh-CN')
  })
})
