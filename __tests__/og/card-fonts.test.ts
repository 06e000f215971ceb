// @vitest-environment node
// The cards' fonts: the regional face for the text and the site's language, read out of
// Debian's fonts-noto-cjk (scripts/install-browser.sh installs it for the tests), and none
// (next/og's own Latin font then) where the package is missing.
import { describe, expect, it, vi } from 'vitest'
import { CARD_FONT_FAMILY, cardFace, cardFonts } from '@/lib/og/card-fonts'

describe('card fonts', () => {
  it('picks the face by kana or hangul in the text, else by the site language, else SC', () => {
    expect(cardFace('en-US', '京都の雨')).toBe('JP')
    expect(cardFace('zh-CN', '서울')).toBe('KR')
    expect(cardFace('ja-JP', '京都')).toBe('JP')
    expect(cardFace('zh-TW', '舊書店')).toBe('TC')
    expect(cardFace('zh-HK', '舊書店')).toBe('HK')
    expect(cardFace('en-US', '旧书店')).toBe('SC')
  })

  it('reads a regular and a bold OpenType font of the face', () => {
    const fonts = cardFonts('SC')
    expect(fonts.map((f) => [f.name, f.weight])).toEqual([[CARD_FONT_FAMILY, 400], [CARD_FONT_FAMILY, 700]])
    // 'OTTO': a single OpenType (CFF) font, no longer a collection ('ttcf').
    for (const font of fonts) expect(Buffer.from(font.data).subarray(0, 4).toString('latin1')).toBe('OTTO')
    expect(cardFonts('SC')).toBe(fonts)
  })

  it('is empty, and says so, when the package is not installed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(cardFonts('SC', ['/nonexistent/fonts'])).toEqual([])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('fonts-noto-cjk'))
  })
})
