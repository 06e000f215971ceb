// Image and file URL rules of spec §7 and §9, one by one.
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  IMAGE_DEFAULTS,
  isResizable,
  LAZY_LOAD,
  mapFileUrl,
  mapImageUrl,
  zoomMargin,
  zoomWidth,
} from '@/lib/notion/image-url'

const o = { notionHost: 'https://notion.example' }
const S3 = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/file.png?X-Amz-Signature=abc'
const params = (url: string) => Object.fromEntries(new URL(url).searchParams)

describe('Notion-hosted images', () => {
  it('go through the image proxy with the block id, t={id} appended', () => {
    const url = new URL(mapImageUrl(S3, 'block1', o))
    expect(url.origin + url.pathname).toBe(`https://notion.example/image/${encodeURIComponent(S3)}`)
    expect(params(url.href)).toEqual({ table: 'block', id: 'block1', t: 'block1' })
  })

  it('get width and cache=v2 only when compressed', () => {
    expect(params(mapImageUrl(S3, 'b', { ...o, width: 1080 }))).toEqual({ table: 'block', id: 'b', width: '1080', cache: 'v2', t: 'b' })
    expect(params(mapImageUrl(S3, 'b', o))).not.toHaveProperty('cache')
  })

  it('covers every Notion file host and attachment: URLs', () => {
    for (const raw of [
      'attachment:abc:file.png',
      'https://s3-us-west-2.amazonaws.com/secure.notion-static.com/x/y.png',
      'https://file.notion.so/f/x.png',
      'https://img.notionusercontent.com/s3/x.png',
      'https://prod-files-secure.s3-us-west-2.amazonaws.com/x.png',
    ]) {
      expect(mapImageUrl(raw, 'b', o), raw).toContain(`https://notion.example/image/${encodeURIComponent(raw)}?table=block`)
    }
    // Other buckets are not Notion's.
    expect(mapImageUrl('https://s3.amazonaws.com/my-bucket/x.png', 'b', o)).toBe('https://s3.amazonaws.com/my-bucket/x.png')
  })

  it('uses table=collection for database covers', () => {
    expect(params(mapImageUrl('https://file.notion.so/f/x.png', 'c1', { ...o, table: 'collection' })).table).toBe('collection')
  })
})

describe('other images', () => {
  afterEach(() => vi.restoreAllMocks())

  it('prefixes Notion static paths and keeps site paths, emoji and inline data', () => {
    expect(mapImageUrl('/images/page-cover/gradients_3.png', 'b', o)).toBe('https://notion.example/images/page-cover/gradients_3.png')
    // Notion's built-in page icons.
    expect(mapImageUrl('/icons/book_gray.svg', 'b', o)).toBe('https://notion.example/icons/book_gray.svg')
    expect(mapImageUrl('/demo/a.svg', 'b', { ...o, width: 800 })).toBe('/demo/a.svg')
    expect(mapImageUrl('🎉', 'b', o)).toBe('🎉')
    expect(mapImageUrl('data:image/png;base64,AAAA', 'b', o)).toBe('data:image/png;base64,AAAA')
    expect(mapImageUrl(undefined, 'b', o)).toBe('')
  })

  it('asks the stock-photo host for quality, width and webp, with t={id}', () => {
    const url = mapImageUrl('https://images.unsplash.com/photo-1?ixid=1', 'b', { ...o, width: 800, quality: 70 })
    expect(params(url)).toEqual({ ixid: '1', q: '70', w: '800', width: '800', fmt: 'webp', fm: 'webp', t: 'b' })
    // Quality 80 unless told.
    expect(params(mapImageUrl('https://images.unsplash.com/photo-2', 'b', o)).q).toBe('80')
  })

  it('leaves other hosts alone', () => {
    expect(mapImageUrl('https://cdn.example/x.png', 'b', { ...o, width: 1080 })).toBe('https://cdn.example/x.png')
  })

  it('logs an invalid URL and returns it unchanged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(mapImageUrl('not a url', 'b', o)).toBe('not a url')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not a url'))
  })

  it('knows which hosts resize on request', () => {
    expect(isResizable(S3)).toBe(true)
    expect(isResizable('https://images.unsplash.com/photo-1')).toBe(true)
    expect(isResizable('https://cdn.example/x.png')).toBe(false)
    expect(isResizable('/demo/a.svg')).toBe(false)
    expect(isResizable('not a url')).toBe(false)
  })
})

describe('files', () => {
  it('routes Notion-hosted files through the re-signing route with the block id', () => {
    const raw = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/notes.pdf'
    expect(mapFileUrl(raw, 'block-1', 'https://notion.example')).toBe(
      `https://notion.example/signed/${encodeURIComponent(raw)}?table=block&id=block-1`,
    )
  })

  it('leaves site files and other hosts unchanged', () => {
    expect(mapFileUrl('/demo/media/a.pdf', 'b', 'https://n')).toBe('/demo/media/a.pdf')
    expect(mapFileUrl('https://example.org/a.mp4', 'b', 'https://n')).toBe('https://example.org/a.mp4')
    expect(mapFileUrl(undefined, 'b', 'https://n')).toBe('')
  })
})

describe('spec §9 constants', () => {
  it('compresses to 1080 (800 alternate), zooms to 1920 (1200), quality 80', () => {
    expect(IMAGE_DEFAULTS).toEqual({
      compressWidth: 1080,
      alternateWidth: 800,
      thumbnailWidth: 800,
      zoomWidth: 1920,
      alternateZoomWidth: 1200,
      quality: 80,
    })
  })

  it('lazy-loads with a 200 px margin at threshold 0.1', () => {
    expect(LAZY_LOAD).toEqual({ rootMargin: '200px', threshold: 0.1 })
  })

  it('sets the zoom margin by window width', () => {
    const table: [number, number][] = [
      [320, 8], [499, 8], [500, 20], [799, 20], [800, 30], [1279, 30],
      [1280, 40], [1599, 40], [1600, 48], [1919, 48], [1920, 72], [2560, 72],
    ]
    for (const [width, margin] of table) expect(zoomMargin(width), String(width)).toBe(margin)
  })

  it('zooms to the configured width, or 1200 on screens that small', () => {
    expect(zoomWidth(2880, 1920)).toBe(1920)
    expect(zoomWidth(1200, 1920)).toBe(1200)
    expect(zoomWidth(800, 1000)).toBe(1000)
  })
})
