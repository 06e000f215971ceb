// @vitest-environment node
// Right-sized pictures: the optimiser's sizes of the site's own files, up to the owner's width
// setting (a card's cover up to the thumbnail width), at widths and qualities next.config.ts
// lets the optimiser answer for; anything else, and a static export, keeps its file.
import { describe, expect, it } from 'vitest'
import nextConfig from '@/next.config'
import { FILE_ROUTE } from '@/lib/notion/file-ref'
import {
  nearestQuality, OPTIMIZER_DEVICE_WIDTHS, OPTIMIZER_IMAGE_WIDTHS, OPTIMIZER_QUALITIES, OWN_FILE_ROUTE, pictureWidths, sizedSources,
} from '@/lib/images/sized-sources'

const FILE = '/api/file/block/0123456789abcdef0123456789abcdef/cover/0123456789'
const sizing = { maxWidth: 1080, cardWidth: 800, quality: 80 }
const o = { sizing, basePath: '', staticExport: false }

describe('sizedSources', () => {
  it('offers a file of the site own route at every width up to IMAGE_COMPRESS_WIDTH, the largest as src', () => {
    const { src, srcSet } = sizedSources(FILE, o)
    const url = (w: number) => `/_next/image?url=${encodeURIComponent(FILE)}&w=${w}&q=80`
    expect(src).toBe(url(1080))
    expect(srcSet).toBe([256, 384, 640, 750, 828, 1080].map((w) => `${url(w)} ${w}w`).join(', '))
  })

  it('a card cover stops at IMAGE_THUMBNAIL_WIDTH', () => {
    expect(sizedSources(FILE, { ...o, role: 'card' }).src).toContain('&w=750&')
  })

  it('under SUB_PATH the optimiser and the file are both under it', () => {
    const { src } = sizedSources(`/blog${FILE}`, { ...o, basePath: '/blog' })
    expect(src).toBe(`/blog/_next/image?url=${encodeURIComponent(`/blog${FILE}`)}&w=1080&q=80`)
  })

  it('leaves external addresses, public files, SVG files, a static export and pages without sizing alone', () => {
    for (const [src, opts] of [
      ['https://images.test/a.jpg', o],
      ['/demo/images/cover.svg', o],
      [FILE, { ...o, staticExport: true }],
      [FILE, { ...o, sizing: undefined }],
      [`/blog${FILE}`, o],
      [`${FILE}/logo.SVG`, o],
    ] as const) expect(sizedSources(src, opts), src).toEqual({ src })
  })

  it('widths and qualities are only ones the optimiser answers for', () => {
    expect(pictureWidths(900)).toEqual([256, 384, 640, 750, 828])
    expect(pictureWidths(4096).at(-1)).toBe(3840)
    expect(pictureWidths(100)).toEqual([128])
    expect([nearestQuality(80), nearestQuality(77), nearestQuality(1), nearestQuality(99)]).toEqual([80, 75, 50, 100])
  })
})

describe('next.config images', () => {
  it('lets the optimiser size only the file route, at those widths and qualities, as AVIF or WebP', () => {
    const images = nextConfig.images!
    expect(images.localPatterns).toEqual([{ pathname: '/api/file/**' }])
    expect(images.remotePatterns).toEqual([])
    expect(images.deviceSizes).toEqual([...OPTIMIZER_DEVICE_WIDTHS])
    expect(images.imageSizes).toEqual([...OPTIMIZER_IMAGE_WIDTHS])
    expect(images.qualities).toEqual([...OPTIMIZER_QUALITIES])
    expect(images.formats).toEqual(['image/avif', 'image/webp'])
    // An SVG file is passed through (its address cannot say what it is), never able to run script.
    expect(images.dangerouslyAllowSVG).toBe(true)
    expect(images.contentSecurityPolicy).toMatch(/default-src 'none'.*sandbox/)
    expect(images.contentDispositionType).toBe('attachment')
    expect(OWN_FILE_ROUTE).toBe(FILE_ROUTE)
  })
})
