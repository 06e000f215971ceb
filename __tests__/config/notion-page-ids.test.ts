// @vitest-environment node
import { parseNotionPageIds } from '@/lib/config/notion-page-ids'

const PLAIN = '0123456789abcdef0123456789ABCDEF'
const DASHED = '01234567-89ab-cdef-0123-456789ABCDEF'
const OTHER = 'fedcba9876543210fedcba9876543210'

describe('parseNotionPageIds', () => {
  it('accepts a plain 32-character id and lowercases it', () => {
    expect(parseNotionPageIds(PLAIN)).toEqual({ defaultId: PLAIN.toLowerCase(), byLang: {} })
  })

  it('accepts a dashed uuid and removes the dashes', () => {
    expect(parseNotionPageIds(DASHED).defaultId).toBe('0123456789abcdef0123456789abcdef')
  })

  it('accepts 32 letters and digits that are not hex, as the spec says', () => {
    expect(parseNotionPageIds('z'.repeat(32)).defaultId).toBe('z'.repeat(32))
  })

  it('keeps an all-digit id whole', () => {
    const digits = '12345678901234567890123456789012'
    expect(parseNotionPageIds(digits).defaultId).toBe(digits)
  })

  it('reads per-language ids and normalises the tags', () => {
    expect(parseNotionPageIds(` ${PLAIN} , en:${OTHER}, ja-jp:${DASHED},`)).toEqual({
      defaultId: PLAIN.toLowerCase(),
      byLang: { en: OTHER, 'ja-JP': '0123456789abcdef0123456789abcdef' },
    })
  })

  it.each([
    ['', /empty/],
    ['  , ', /empty/],
    ['abc', /"abc" is not a page id/],
    [`${PLAIN}x`, /is not a page id/],
    ['01234567-89ab-cdef-0123-456789abcdeg', /is not a page id/],
    [`en:${PLAIN}`, /first entry .* must be a plain id/],
    [`${PLAIN},${OTHER}`, /needs a language prefix/],
    [`${PLAIN},english:${OTHER}`, /"english" .* is not a language tag/],
    [`${PLAIN},en:nope`, /"en:nope" is not a page id/],
    [`${PLAIN},en:${OTHER},EN:${OTHER}`, /"en" is listed twice/],
  ])('rejects %j with a clear error', (raw, message) => {
    expect(() => parseNotionPageIds(raw)).toThrow(message)
  })
})
