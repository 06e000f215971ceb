import { describe, expect, it } from 'vitest'
import { countWords, readTimeMinutes } from '@/lib/notion/word-count'

describe('word count', () => {
  it('counts each CJK character and each run of other non-space characters', () => {
    expect(countWords('Hello world')).toBe(2)
    expect(countWords('你好世界')).toBe(4)
    expect(countWords('用 Notion 写博客')).toBe(5)
    expect(countWords('  spaced\n\tout  ')).toBe(2)
    expect(countWords('日本語のテキスト')).toBe(8)
    expect(countWords('')).toBe(0)
  })

  it('reads at 400 words a minute, rounded down, plus one', () => {
    expect(readTimeMinutes(0)).toBe(1)
    expect(readTimeMinutes(399)).toBe(1)
    expect(readTimeMinutes(400)).toBe(2)
    expect(readTimeMinutes(1250)).toBe(4)
  })
})
