import { absoluteUrl, homeUrl, requestOrigin, siteBaseUrl } from '@/lib/feeds/base-url'
import { changedAt, newestFirst } from '@/lib/feeds/post-dates'
import { escapeXml, xmlSafe } from '@/lib/feeds/xml'
import type { PostSummary } from '@/lib/site/types'

describe('xml text', () => {
  it('escapes the five markup characters', () => {
    expect(escapeXml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&apos;')
  })

  it('drops characters XML 1.0 forbids and keeps tab, newline and emoji', () => {
    expect(xmlSafe('a\u0000b\u0008c\u000Bd\u001Fe\uFFFFf')).toBe('abcdef')
    expect(xmlSafe('x\uD800y')).toBe('xy')
    expect(xmlSafe('tab\tline\nret\r🌿')).toBe('tab\tline\nret\r🌿')
  })
})

describe('site address', () => {
  it('prefers LINK, without its trailing slash', () => {
    expect(siteBaseUrl('https://blog.example.com/', { host: 'other.test' })).toBe('https://blog.example.com')
    expect(siteBaseUrl('https://example.com/blog//', {})).toBe('https://example.com/blog')
  })

  it('falls back to the request host: https for public hosts, http for local ones', () => {
    expect(siteBaseUrl('', { host: 'Blog.Test' })).toBe('https://blog.test')
    expect(siteBaseUrl('', { host: '127.0.0.1:3104' })).toBe('http://127.0.0.1:3104')
    expect(siteBaseUrl('', { host: 'localhost:3000' })).toBe('http://localhost:3000')
  })

  it('follows forwarded host and protocol from a proxy (first value)', () => {
    const headers = { host: 'internal:3000', 'x-forwarded-host': 'blog.test, proxy.test', 'x-forwarded-proto': 'http,https' }
    expect(requestOrigin(headers)).toBe('http://blog.test')
  })

  it('refuses a host header that is not a host', () => {
    expect(requestOrigin({ host: 'evil.test/"><x' })).toBe('http://localhost')
    expect(requestOrigin({ host: 'a b' })).toBe('http://localhost')
    expect(requestOrigin({})).toBe('http://localhost')
    expect(requestOrigin({ host: 'blog.test', 'x-forwarded-proto': 'javascript' })).toBe('https://blog.test')
  })

  it('joins hrefs onto the base and percent-encodes them; absolute hrefs stay', () => {
    expect(absoluteUrl('https://x.test/blog', '/article/清单')).toBe('https://x.test/blog/article/%E6%B8%85%E5%8D%95')
    expect(absoluteUrl('https://x.test', 'about')).toBe('https://x.test/about')
    expect(absoluteUrl('https://x.test', 'https://elsewhere.test/a')).toBe('https://elsewhere.test/a')
    expect(absoluteUrl('not a url', '/a')).toBeNull()
  })

  it('gives the home page with a slash at the root and without one under a path', () => {
    expect(homeUrl('https://x.test')).toBe('https://x.test/')
    expect(homeUrl('https://x.test/en')).toBe('https://x.test/en')
  })
})

describe('post dates', () => {
  const post = (id: string, publishDate: string, lastEditedDate: string) =>
    ({ id, publishDate, lastEditedDate }) as PostSummary

  it('a post changed at its last edit, or at publication when that came later', () => {
    expect(changedAt(post('a', '2025-01-01T00:00:00.000Z', '2025-02-01T00:00:00.000Z'))).toBe('2025-02-01T00:00:00.000Z')
    expect(changedAt(post('a', '2025-04-18T00:00:00.000Z', '2025-04-16T08:30:00.000Z'))).toBe('2025-04-18T00:00:00.000Z')
  })

  it('orders newest first, ties by id', () => {
    const sorted = newestFirst([
      post('b', '2024-01-01T00:00:00.000Z', ''),
      post('c', '2025-01-01T00:00:00.000Z', ''),
      post('a', '2024-01-01T00:00:00.000Z', ''),
    ])
    expect(sorted.map((p) => p.id)).toEqual(['c', 'a', 'b'])
  })
})
