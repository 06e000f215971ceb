// @vitest-environment node
import { isValidLanguageTag, normaliseLanguageTag } from '@/lib/config/language-tag'

describe('language tags', () => {
  it.each(['en', 'zh-CN', 'zh-cn', 'ZH-cn', 'ja-JP', 'fr'])('accepts %s', (tag) => {
    expect(isValidLanguageTag(tag)).toBe(true)
  })

  it.each(['', 'e', 'eng', 'en_US', 'en-USA', 'zh-Hans', 'en-', 'C.UTF-8', ' en'])(
    'rejects %j',
    (tag) => {
      expect(isValidLanguageTag(tag)).toBe(false)
    },
  )

  it('normalises to xx or xx-XX', () => {
    expect(normaliseLanguageTag('ZH-cn')).toBe('zh-CN')
    expect(normaliseLanguageTag('EN')).toBe('en')
    expect(normaliseLanguageTag('ja-JP')).toBe('ja-JP')
  })
})
