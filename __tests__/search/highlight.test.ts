import { highlightParts, highlightTerms, snippetAround } from '@/lib/search/highlight'

describe('highlighting', () => {
  it('marks every term case-insensitively, the longest first', () => {
    const parts = highlightParts('Notion notes about NOTION', ['notion', 'not'])
    expect(parts).toEqual([
      { text: 'Notion', hit: true },
      { text: ' ', hit: false },
      { text: 'not', hit: true },
      { text: 'es about ', hit: false },
      { text: 'NOTION', hit: true },
    ])
  })

  it('treats terms as text, not patterns', () => {
    expect(highlightParts('a (b) c', ['(b)']).filter((p) => p.hit)).toEqual([
      { text: '(b)', hit: true },
    ])
    expect(highlightParts('plain', [])).toEqual([{ text: 'plain', hit: false }])
  })

  it('marks the keyword, its words and the matched index terms, but not lone letters', () => {
    expect(highlightTerms('a zephyr', ['zephyrine'])).toEqual(['zephyrine', 'a zephyr', 'zephyr'])
    expect(highlightTerms('x')).toEqual(['x'])
  })

  it('marks CJK pairs so a whole phrase is covered', () => {
    const parts = highlightParts('我的博客系统很好', highlightTerms('博客系统'))
    expect(
      parts
        .filter((p) => p.hit)
        .map((p) => p.text)
        .join(''),
    ).toBe('博客系统')
  })

  it('cuts a snippet around the first match, on word boundaries, with ellipses', () => {
    const text = `${'lorem ipsum '.repeat(30)}the zephyrine breeze ${'dolor sit '.repeat(30)}`
    const snippet = snippetAround(text, ['zephyrine'], 120)
    expect(snippet).toContain('zephyrine')
    expect(snippet.startsWith('…')).toBe(true)
    expect(snippet.endsWith('…')).toBe(true)
    expect(snippet.length).toBeLessThanOrEqual(122)
    expect(snippet).toMatch(/^…(lorem|ipsum) /)
  })

  it('keeps short text whole and starts at the beginning when nothing matches', () => {
    expect(snippetAround('short text', ['zzz'])).toBe('short text')
    const long = 'word '.repeat(100)
    expect(snippetAround(long, ['zzz'], 50).startsWith('word')).toBe(true)
  })
})

describe('body text for the index', () => {
  it('keeps blocks apart: a space after punctuation, a dot between bare lines', async () => {
    const { joinLines } = await import('@/lib/search/documents')
    const line = (text: string) => ({ text, prose: true })
    expect(
      joinLines([
        line('It was pleasant.'),
        line('What I packed'),
        line('Rain jacket'),
        line('好。'),
        line('完'),
      ]),
    ).toBe('It was pleasant. What I packed · Rain jacket · 好。 完')
  })
})

describe('CJK snippets', () => {
  it('are half as many characters', () => {
    const text = `${'文字'.repeat(100)}博客${'文字'.repeat(100)}`
    const snippet = snippetAround(text, ['博客'], 180)
    expect(snippet).toContain('博客')
    expect(snippet.replace(/…/g, '').length).toBeLessThanOrEqual(90)
  })
})
