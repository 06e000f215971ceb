// @vitest-environment node
import { PREVIEW_CEILING_CHARS, previewCharCap, previewText } from '@/lib/search/preview'

const prose = (text: string) => ({ text, prose: true })
/** A line of ordinary prose, about 90 characters. */
const sentence = (i: number) =>
  prose(`Line ${i} of a post says something plain about the weather and the garden today.`)
const lineCount = (text: string) => text.split('\n').length

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

  it('shows all 12 lines of typical prose at the default setting', () => {
    const body = Array.from({ length: 40 }, (_, i) => sentence(i + 1))
    const text = previewText(body, 12)
    expect(lineCount(text)).toBe(12)
    expect(text.endsWith('…')).toBe(false)
  })

  it('shows more when the setting is raised', () => {
    const body = Array.from({ length: 40 }, (_, i) => sentence(i + 1))
    expect(lineCount(previewText(body, 4))).toBe(4)
    expect(lineCount(previewText(body, 30))).toBe(30)
  })

  it('caps the text, ending on a word with an ellipsis', () => {
    const text = previewText([prose('word '.repeat(1000))], 12)
    expect(text.length).toBeLessThanOrEqual(previewCharCap(12) + 1)
    expect(text.length).toBeGreaterThan(previewCharCap(12) * 0.8)
    expect(text.endsWith('word…')).toBe(true)
  })

  it('never goes past the ceiling, whatever the setting', () => {
    const body = Array.from({ length: 100 }, () => prose('word '.repeat(100)))
    expect(previewCharCap(100)).toBe(PREVIEW_CEILING_CHARS)
    expect(previewText(body, 100).length).toBeLessThanOrEqual(PREVIEW_CEILING_CHARS + 1)
  })

  it('cuts CJK text anywhere', () => {
    const text = previewText([prose('字'.repeat(5000))], 12)
    expect(text).toBe(`${'字'.repeat(previewCharCap(12))}…`)
  })

  it('is empty for a body without prose', () => {
    expect(previewText([], 12)).toBe('')
    expect(previewText([{ text: 'x = 1', prose: false }], 12)).toBe('')
  })
})
