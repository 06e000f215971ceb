// Social card URLs: one path per card (a static export writes each to a file), round-tripped.
import { describe, expect, it } from 'vitest'
import { cardPath, parseCardPath } from '@/lib/og/card-path'

const segments = (path: string) => path.split('?')[0]!.replace(/^\/api\/og\//, '').split('/').map(decodeURIComponent)

describe('card paths', () => {
  it('the site card and a post card, of the default site and of a language site', () => {
    expect(cardPath({ kind: 'site' }, '0123456789')).toBe('/api/og/site.png?v=0123456789')
    expect(cardPath({ kind: 'post', href: '/article/hello' }, 'abc', 'en')).toBe('/api/og/en/post/article/hello.png?v=abc')
    expect(cardPath({ kind: 'post', href: '/旧书店' }, 'abc')).toBe('/api/og/post/%E6%97%A7%E4%B9%A6%E5%BA%97.png?v=abc')
  })

  it('parses back what it builds (Next hands the route decoded segments)', () => {
    for (const [target, lang] of [
      [{ kind: 'site' }, undefined],
      [{ kind: 'site' }, 'zh'],
      [{ kind: 'post', href: '/article/hello' }, undefined],
      [{ kind: 'post', href: '/2024/旧书店' }, 'ja'],
    ] as const) {
      expect(parseCardPath(segments(cardPath(target, 'v', lang)))).toEqual({ target, siteLang: lang })
    }
  })

  it('names no card without .png, with an empty or unknown kind', () => {
    for (const bad of [[], ['site'], ['post.png'], ['post', '.png'], ['en', 'site', 'x.png'], ['en', 'other.png'], ['post', '', 'a.png']])
      expect(parseCardPath(bad), bad.join('/')).toBeNull()
  })
})
