import { describe, expect, it } from 'vitest'
import { browserLanguageRedirect } from '@/lib/i18n'

const base = {
  enabled: true,
  browserLanguages: ['en-US', 'en'],
  availablePrefixes: ['en', 'ja'],
  currentPath: '/',
}

describe('browserLanguageRedirect', () => {
  it('does nothing when the setting is off', () => {
    expect(browserLanguageRedirect({ ...base, enabled: false })).toBeNull()
  })

  it('adds the prefix matching the browser language', () => {
    expect(browserLanguageRedirect(base)).toBe('/en')
    expect(browserLanguageRedirect({ ...base, currentPath: '/article/hello' })).toBe(
      '/en/article/hello',
    )
  })

  it('keeps the query string and hash', () => {
    expect(browserLanguageRedirect({ ...base, currentPath: '/archive?theme=hexo#2024-01' })).toBe(
      '/en/archive?theme=hexo#2024-01',
    )
    expect(browserLanguageRedirect({ ...base, currentPath: '/?lite=true' })).toBe('/en?lite=true')
  })

  it('leaves a path that already has a prefix alone', () => {
    expect(browserLanguageRedirect({ ...base, currentPath: '/en' })).toBeNull()
    expect(browserLanguageRedirect({ ...base, currentPath: '/ja/article/x' })).toBeNull()
    expect(browserLanguageRedirect({ ...base, currentPath: '/EN/article/x' })).toBeNull()
  })

  it('returns null when no browser language matches', () => {
    expect(browserLanguageRedirect({ ...base, browserLanguages: ['de-DE', 'fr'] })).toBeNull()
    expect(browserLanguageRedirect({ ...base, browserLanguages: [] })).toBeNull()
  })

  it('follows the browser preference order', () => {
    expect(browserLanguageRedirect({ ...base, browserLanguages: ['de', 'ja-JP', 'en'] })).toBe(
      '/ja',
    )
  })

  it('prefers an exact regional prefix over a bare one', () => {
    const prefixes = ['zh', 'zh-TW']
    expect(
      browserLanguageRedirect({
        ...base,
        availablePrefixes: prefixes,
        browserLanguages: ['zh-TW'],
      }),
    ).toBe('/zh-TW')
    expect(
      browserLanguageRedirect({
        ...base,
        availablePrefixes: prefixes,
        browserLanguages: ['zh-CN'],
      }),
    ).toBe('/zh')
  })

  it('does not send a visitor to another region of the language', () => {
    expect(
      browserLanguageRedirect({
        ...base,
        availablePrefixes: ['zh-TW'],
        browserLanguages: ['zh-CN'],
      }),
    ).toBeNull()
  })

  it('understands browser tags with a script subtag', () => {
    expect(
      browserLanguageRedirect({
        ...base,
        availablePrefixes: ['zh-TW'],
        browserLanguages: ['zh-Hant-TW'],
      }),
    ).toBe('/zh-TW')
  })

  it('stays when the site language already serves a more preferred browser language', () => {
    const o = { ...base, siteLanguage: 'zh-CN', browserLanguages: ['zh-CN', 'en-US'] }
    expect(browserLanguageRedirect(o)).toBeNull()
    expect(browserLanguageRedirect({ ...o, browserLanguages: ['en-US', 'zh-CN'] })).toBe('/en')
  })

  it('ignores prefixes that are not language tags (they become URL segments)', () => {
    expect(
      browserLanguageRedirect({
        ...base,
        availablePrefixes: ['/evil.example', 'en/../x'],
        browserLanguages: ['en'],
      }),
    ).toBeNull()
  })

  it('ignores a current path that is not site-relative', () => {
    expect(browserLanguageRedirect({ ...base, currentPath: 'https://example.com/' })).toBeNull()
  })
})
