import { afterEach, describe, expect, it, vi } from 'vitest'
import { mapImageUrl } from '@/lib/notion/image-url'

const o = { notionHost: 'https://notion.example' }

describe('image URLs', () => {
  afterEach(() => vi.restoreAllMocks())

  it('routes Notion-hosted files through the image proxy with the block id', () => {
    const raw = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/file.png?X-Amz-Signature=abc'
    const url = new URL(mapImageUrl(raw, 'block1', { ...o, width: 1080 }))
    expect(url.origin + url.pathname).toBe(`https://notion.example/image/${encodeURIComponent(raw)}`)
    expect(Object.fromEntries(url.searchParams)).toEqual({ table: 'block', id: 'block1', cache: 'v2', width: '1080', t: 'block1' })
    expect(mapImageUrl('attachment:abc:file.png', 'b', o)).toContain('/image/attachment%3Aabc%3Afile.png?table=block')
  })

  it('uses table=collection for database covers', () => {
    expect(mapImageUrl('https://file.notion.so/f/x.png', 'c1', { ...o, table: 'collection' })).toContain('table=collection')
  })

  it('prefixes Notion static paths and keeps site paths and emoji', () => {
    expect(mapImageUrl('/images/page-cover/gradients_3.png', 'b', o)).toBe('https://notion.example/images/page-cover/gradients_3.png')
    expect(mapImageUrl('/demo/a.svg', 'b', o)).toBe('/demo/a.svg')
    expect(mapImageUrl('🎉', 'b', o)).toBe('🎉')
  })

  it('adds quality, width and webp to stock photos', () => {
    const url = new URL(mapImageUrl('https://images.unsplash.com/photo-1?ixid=1', 'b', { ...o, width: 800, quality: 80 }))
    expect(url.searchParams.get('q')).toBe('80')
    expect(url.searchParams.get('width')).toBe('800')
    expect(url.searchParams.get('fm')).toBe('webp')
  })

  it('leaves other hosts alone and logs invalid URLs, returning them unchanged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(mapImageUrl('https://cdn.example/x.png', 'b', o)).toBe('https://cdn.example/x.png')
    expect(mapImageUrl('not a url', 'b', o)).toBe('not a url')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not a url'))
  })
})
