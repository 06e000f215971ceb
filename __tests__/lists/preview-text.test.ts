// @vitest-environment node
import { PREVIEW_MAX_CHARS, previewText } from '@/lib/search/preview'

const prose = (text: string) => ({ text, prose: true })

describe('previewText', () => {
  it('takes the first N lines of prose, one per block, skipping code', () => {
    const lines = [
      prose('One'),
      { text: 'const x = 1', prose: false },
      prose('Two'),
      prose('Three'),
    ]
    expect(previewText(lines, 2)).toBe('One\nTwo')
    expect(previewText(lines, 12)).toBe('One\nTwo\nThree')
  })

  it('caps the text, ending on a word with an ellipsis', () => {
    const text = previewText([prose('word '.repeat(200))], 12)
    expect(text.length).toBeLessThanOrEqual(PREVIEW_MAX_CHARS + 1)
    expect(text.endsWith('word…')).toBe(true)
  })

  it('cuts CJK text anywhere', () => {
    const text = previewText([prose('字'.repeat(500))], 12)
    expect(text).toBe(`${'字'.repeat(PREVIEW_MAX_CHARS)}…`)
  })

  it('is empty for a body without prose', () => {
    expect(previewText([], 12)).toBe('')
    expect(previewText([{ text: 'x = 1', prose: false }], 12)).toBe('')
  })
})
