import { describe, expect, it } from 'vitest'
import { SUPPORTED_LOCALES, getDictionary } from '@/lib/i18n'
import { DICTIONARIES } from '@/lib/i18n/locales'
import { enUS } from '@/lib/i18n/locales/en-US'

type Tree = { [key: string]: string | Tree }

/** 'nav.home' → value, for every leaf. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [p, v] of leaves(value, path)) out.set(p, v)
  }
  return out
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\w+\}|%%\w+%%/g)].map((m) => m[0]).sort()

const reference = leaves(enUS as Tree)
const others = SUPPORTED_LOCALES.filter((l) => l !== 'en-US')

describe('dictionaries', () => {
  it('exist for every supported locale and nothing else', () => {
    expect(Object.keys(DICTIONARIES).sort()).toEqual([...SUPPORTED_LOCALES].sort())
  })

  it('en-US covers the areas the product needs', () => {
    for (const area of [
      'nav',
      'common',
      'post',
      'list',
      'search',
      'archive',
      'category',
      'tag',
      'notFound',
      'lock',
      'comment',
      'share',
      'toc',
      'footer',
      'appearance',
      'theme',
      'menu',
      'home',
      'widgets',
      'copyright',
      'expiration',
      'auth',
    ]) {
      expect(enUS).toHaveProperty(area)
    }
  })

  it.each(SUPPORTED_LOCALES)('%s has no empty text', (locale) => {
    for (const [path, text] of leaves(DICTIONARIES[locale] as Tree)) {
      expect(text.trim(), `${locale} ${path}`).not.toBe('')
    }
  })

  it.each(others)('%s has exactly the en-US key set', (locale) => {
    const keys = [...leaves(DICTIONARIES[locale] as Tree).keys()].sort()
    expect(keys).toEqual([...reference.keys()].sort())
  })

  it.each(others)('%s keeps every placeholder of en-US', (locale) => {
    const own = leaves(DICTIONARIES[locale] as Tree)
    for (const [path, english] of reference) {
      expect(placeholders(own.get(path) ?? ''), `${locale} ${path}`).toEqual(placeholders(english))
    }
  })

  it.each(others)('%s is actually translated (most texts differ from English)', (locale) => {
    const own = leaves(DICTIONARIES[locale] as Tree)
    const same = [...reference].filter(([path, english]) => own.get(path) === english)
    // Brand names, '404', 'RSS', 'Menu' may legitimately stay as they are.
    expect(same.length / reference.size).toBeLessThan(0.1)
  })

  it('uses the texts the spec names', () => {
    const en = getDictionary('en-US')
    expect(en.notFound.message).toBe('Page not found.')
    expect(en.notFound.redirecting).toBe('Page Not Found, Redirecting to Home Page...')
    expect(en.title.notFound).toBe('Page Not Found')
    expect(en.search.noResults).toBe('No results found.')
    expect(en.lock.wrongPassword).toBe('Password Error!')
    expect(en.lock.unlocked).toBe('Article Unlocked')
    expect(en.home.notice.quoteLoading).toBe('Loading...')
    expect(en.title.loading).toBe('loading')
    expect(en.tag.headingLabel).toBe('Tags:')
    expect(en.category.headingLabel).toBe('Category:')
    expect(en.footer.poweredBy).toBe('Powered by Folio {version}')
    expect(en.post.readTimeValue).toBe('{n} min')
    expect(en.expiration.message).toContain('%%DAYS%%')
    expect(getDictionary('zh-CN').notFound.message).toBe('页面未找到')
  })

  it('has a share title for every service in the spec', () => {
    const services = [
      'link',
      'wechat',
      'qq',
      'weibo',
      'email',
      'facebook',
      'twitter',
      'telegram',
      'messenger',
      'line',
      'reddit',
      'whatsapp',
      'linkedin',
    ]
    expect(Object.keys(enUS.share.services).sort()).toEqual(services.sort())
  })

  it.each(['zh-HK', 'zh-TW'] as const)('%s is written in Traditional Chinese', (locale) => {
    // Characters that exist only in Simplified Chinese.
    const simplifiedOnly =
      /[页门关发这设读评论载图复链码换题签类们为时间进归档户录阅览统计创该给无开过边]/
    for (const [path, text] of leaves(DICTIONARIES[locale] as Tree)) {
      expect(text, `${locale} ${path}`).not.toMatch(simplifiedOnly)
    }
  })

  it('ja-JP is written in Japanese (uses kana)', () => {
    const texts = [...leaves(DICTIONARIES['ja-JP'] as Tree).values()]
    const withKana = texts.filter((t) => /[\u3040-\u30ff]/.test(t))
    expect(withKana.length / texts.length).toBeGreaterThan(0.8)
  })
})
