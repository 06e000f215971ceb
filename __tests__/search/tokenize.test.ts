import {
  indexTerms,
  normaliseWord,
  queryTerms,
  splitRuns,
  termsOfQuery,
} from '@/lib/search/tokenize'

describe('search terms', () => {
  it('split text into words and CJK runs, dropping punctuation', () => {
    expect(splitRuns('Notion博客, tips & tricks: 2025!')).toEqual([
      'Notion',
      '博客',
      'tips',
      'tricks',
      '2025',
    ])
    expect(splitRuns('中英文混排的几条规则')).toEqual(['中英文混排的几条规则'])
  })

  it('lowercase Latin words and drop their accents', () => {
    expect(normaliseWord('Café')).toBe('cafe')
    expect(indexTerms('ÜBER')).toEqual(['uber'])
  })

  it('index a CJK run as overlapping pairs plus its last character', () => {
    expect(indexTerms('博客系统')).toEqual(['博客', '客系', '系统', '统'])
    expect(indexTerms('书')).toEqual(['书'])
  })

  it('search a CJK run by its pairs, a lone character by itself', () => {
    expect(queryTerms('博客系统')).toEqual(['博客', '客系', '系统'])
    expect(queryTerms('书')).toEqual(['书'])
    expect(termsOfQuery('Notion 博客 notion')).toEqual(['notion', '博客'])
  })

  it('leave kana marks alone (が is not か)', () => {
    expect(indexTerms('ながれ')).toEqual(['なが', 'がれ', 'れ'])
  })
})

describe('query matching', () => {
  it('forgives one typo in long words only, and matches prefixes', async () => {
    const { createSearchEngine } = await import('@/lib/search/engine')
    const { searchDocs } = await import('@/lib/search/query')
    const doc = (id: number, text: string) => ({
      id,
      postId: `p${id}`,
      title: '',
      href: '',
      external: false,
      summary: '',
      category: null,
      tags: [],
      publishDay: '',
      pageIcon: '',
      text,
    })
    const docs = [doc(0, 'a motion picture'), doc(1, 'the zephyrine breeze')]
    const engine = createSearchEngine(docs)
    const find = (q: string) => searchDocs(engine, docs, q).map((h) => h.doc.postId)
    expect(find('notion')).toEqual([])
    expect(find('zephyrone')).toEqual(['p1'])
    expect(find('zeph')).toEqual(['p1'])
    expect(find('zephyrine motion')).toEqual([])
  })
})
