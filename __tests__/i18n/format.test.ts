import { describe, expect, it } from 'vitest'
import { format, getDictionary, plural } from '@/lib/i18n'

describe('format', () => {
  it('fills {name} placeholders', () => {
    expect(format('{n} min', { n: 5 })).toBe('5 min')
    expect(format('Page {page} of {total}', { page: 2, total: 9 })).toBe('Page 2 of 9')
  })

  it('fills a placeholder used twice', () => {
    expect(format('{a}-{a}', { a: 'x' })).toBe('x-x')
  })

  it('fills %%NAME%% placeholders, case-insensitively on the variable name', () => {
    expect(format('updated %%DAYS%% days ago', { DAYS: 90 })).toBe('updated 90 days ago')
    expect(format('updated %%DAYS%% days ago', { days: 90 })).toBe('updated 90 days ago')
  })

  it('leaves unknown placeholders visible', () => {
    expect(format('{n} of {total}', { n: 1 })).toBe('1 of {total}')
    expect(format('%%DAYS%%', {})).toBe('%%DAYS%%')
    expect(format('{constructor} {toString}', {})).toBe('{constructor} {toString}')
  })

  it('inserts values literally (no nested expansion or regex specials)', () => {
    expect(format('{a}{b}', { a: '{b}', b: '$&' })).toBe('{b}$&')
    expect(format('{a} %%DAYS%%', { a: '%%DAYS%%', DAYS: 9 })).toBe('%%DAYS%% 9')
  })

  it('works with real dictionary entries', () => {
    expect(format(getDictionary('en-US').footer.poweredBy, { version: '4.9.1' })).toBe(
      'Powered by Folio 4.9.1',
    )
    expect(format(getDictionary('zh-CN').post.readTimeValue, { n: 3 })).toBe('3 分钟')
  })
})

describe('plural', () => {
  const forms = getDictionary('en-US').list.postCount

  it('picks the English singular and plural', () => {
    expect(plural(forms, 1, 'en-US')).toBe('1 post')
    expect(plural(forms, 0, 'en-US')).toBe('0 posts')
    expect(plural(forms, 12, 'en-US')).toBe('12 posts')
  })

  it('follows French rules (0 and 1 are singular)', () => {
    const fr = getDictionary('fr-FR').list.postCount
    expect(plural(fr, 0, 'fr-FR')).toBe('0\u00a0article')
    expect(plural(fr, 2, 'fr-FR')).toBe('2\u00a0articles')
  })

  it('uses the single form of languages without plural nouns', () => {
    expect(plural(getDictionary('zh-CN').list.postCount, 2, 'zh-CN')).toBe('2 篇文章')
  })
})
