// Lite mode is kept across navigation like ?theme=: every internal link carries it on.
import { describe, expect, it } from 'vitest'
import { keepQuery, withVariant } from '@/lib/routes/links'

describe('lite mode on internal links', () => {
  it('is part of the query every internal link keeps', () => {
    expect(keepQuery('hexo', undefined, true)).toBe('theme=hexo&lite=true')
    expect(keepQuery(undefined, undefined, true)).toBe('lite=true')
    expect(keepQuery('hexo', undefined)).toBe('theme=hexo')
  })

  it('goes on with a link to another page, its hash after it', () => {
    const keep = keepQuery('next', 'fr-FR', true)
    expect(withVariant('/archive#2019-03', { prefix: '', keep })).toBe('/archive?theme=next&lang=fr-FR&lite=true#2019-03')
  })
})
