// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fileForPath, nextDataPath, UnmappableUrlError } from '@/lib/export/url-file'

describe('fileForPath: the file a static host maps a URL back to', () => {
  it('writes pages as folder/index.html, the home as index.html', () => {
    expect(fileForPath('/', 'page')).toBe('index.html')
    expect(fileForPath('/archive', 'page')).toBe('archive/index.html')
    expect(fileForPath('/page/2', 'page')).toBe('page/2/index.html')
    expect(fileForPath('/category/Notion/page/2', 'page')).toBe('category/Notion/page/2/index.html')
  })

  it('tells pages from files by the answer, not the name (a tag called Next.js)', () => {
    expect(fileForPath('/tag/Next.js', 'page')).toBe('tag/Next.js/index.html')
    expect(fileForPath('/rss/feed.xml', 'file')).toBe('rss/feed.xml')
    expect(fileForPath('/robots.txt', 'file')).toBe('robots.txt')
  })

  it('keeps page data at the exact path the router fetches', () => {
    expect(fileForPath('/_next/data/abc/tag/x.json', 'file')).toBe('_next/data/abc/tag/x.json')
  })

  it('writes names decoded, as hosts decode the URL before looking up the file', () => {
    expect(fileForPath('/tag/%E4%B8%AD%E6%96%87', 'page')).toBe('tag/中文/index.html')
    expect(fileForPath('/category/Two%20words', 'page')).toBe('category/Two words/index.html')
  })

  it('keeps the base path: out/ is the web root', () => {
    expect(fileForPath('/blog', 'page')).toBe('blog/index.html')
    expect(fileForPath('/blog/archive', 'page')).toBe('blog/archive/index.html')
  })

  it('refuses paths that no file can stand for or that climb out of the folder', () => {
    expect(() => fileForPath('/category/A%2FB', 'page')).toThrow(UnmappableUrlError)
    expect(() => fileForPath('/a/%2E%2E/b', 'page')).toThrow(UnmappableUrlError)
    expect(() => fileForPath('/bad/%E4', 'page')).toThrow(UnmappableUrlError)
    expect(() => fileForPath('/', 'file')).toThrow(UnmappableUrlError)
    expect(() => fileForPath('relative', 'page')).toThrow(UnmappableUrlError)
  })
})

describe('nextDataPath', () => {
  it('names the JSON the pages router asks for on client-side navigation', () => {
    expect(nextDataPath('/', 'B1')).toBe('/_next/data/B1/index.json')
    expect(nextDataPath('/archive', 'B1')).toBe('/_next/data/B1/archive.json')
    expect(nextDataPath('/', 'B1', '/blog')).toBe('/blog/_next/data/B1/index.json')
    expect(nextDataPath('/tag/x', 'B1', '/blog')).toBe('/blog/_next/data/B1/tag/x.json')
  })
})
