import { describe, expect, it } from 'vitest'
import { cleanSlug, isExternalUrl, pageHref, postHref } from '@/lib/site/href'

const post = { id: 'abc123', slug: 'hello-world', publishDay: '2024-03-07', category: 'Web Dev' }

describe('post URLs', () => {
  it('puts the slug under the prefix (default article)', () => {
    expect(postHref('article', post)).toBe('/article/hello-world')
  })
  it('gives /slug for an empty prefix', () => {
    expect(postHref('', post)).toBe('/hello-world')
  })
  it('substitutes %year%, %month%, %day% and %category%, keeping literal segments', () => {
    expect(postHref('blog/%year%/%month%/%day%', post)).toBe('/blog/2024/03/07/hello-world')
    expect(postHref('%category%', post)).toBe('/Web%20Dev/hello-world')
  })
  it('places %slug% where the pattern says instead of appending it', () => {
    expect(postHref('%year%/%slug%/read', post)).toBe('/2024/hello-world/read')
  })
  it('substitutes tokens within a segment, keeping its literal text', () => {
    expect(postHref('%year%-%month%/%slug%', post)).toBe('/2024-03/hello-world')
    expect(postHref('blog_%year%', post)).toBe('/blog_2024/hello-world')
    expect(postHref('p%slug%.html', post)).toBe('/phello-world.html')
  })
  it('drops unknown tokens and a missing category', () => {
    expect(postHref('%author%/x', post)).toBe('/x/hello-world')
    expect(postHref('%category%', { ...post, category: null })).toBe('/hello-world')
  })
  it('falls back to the page id for an empty slug and trims slashes', () => {
    expect(postHref('article', { ...post, slug: '  ' })).toBe('/article/abc123')
    expect(cleanSlug('/about/', 'x')).toBe('about')
    expect(pageHref({ id: 'p1', slug: '' })).toBe('/p1')
  })
  it('recognises external links', () => {
    expect(isExternalUrl('https://example.com')).toBe(true)
    expect(isExternalUrl('HTTP://example.com')).toBe(true)
    expect(isExternalUrl('about')).toBe(false)
  })
})
