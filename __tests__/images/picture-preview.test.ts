// @vitest-environment node
// Tiny previews shown while a picture loads: 16 px wide WebP data URLs made with sharp, only of
// raster files of the site's own route, read through the route (lib/media/), never failing a page.
import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { picturePreviews, previewOf } from '@/lib/images/picture-preview'
import { ownFileBytes } from '@/lib/images/own-file-bytes'

const answers = vi.hoisted(() => new Map<string, { status: number; headers: Record<string, string>; body?: Buffer }>())
vi.mock('@/lib/media/file-route-setup', () => ({
  fileRouteAnswer: () => async (segments: readonly string[]) => answers.get(segments.join('/')) ?? { status: 404, headers: {} },
}))

const picture = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } }).png().toBuffer()
const FILE = '/api/file/block/0123456789abcdef0123456789abcdef/cover/0123456789/photo.png'

describe('picture previews', () => {
  it('a picture becomes a 16 px wide WebP data URL of a few hundred bytes', async () => {
    const preview = await previewOf(await picture())
    expect(preview).toMatch(/^data:image\/webp;base64,/)
    expect(preview!.length).toBeLessThan(600)
    const meta = await sharp(Buffer.from(preview!.split(',')[1]!, 'base64')).metadata()
    expect([meta.width, meta.height]).toEqual([16, 12])
    expect(await previewOf(Buffer.from('not a picture'))).toBeNull()
  })

  it('keeps the pictures that could be read, each read once', async () => {
    const bytes = await picture()
    const read = vi.fn(async (src: string) => {
      if (src === 'broken') throw new Error('gone')
      return src === 'good' ? bytes : null
    })
    const previews = await picturePreviews(['good', 'good', 'missing', 'broken', ''], read)
    expect(Object.keys(previews)).toEqual(['good'])
    expect(read).toHaveBeenCalledTimes(3)
  })

  it("reads raster files of the site's own route through it, nothing else", async () => {
    const bytes = await picture()
    answers.set(FILE.slice('/api/file/'.length), { status: 200, headers: { 'Content-Type': 'image/png' }, body: bytes })
    answers.set('block/0123456789abcdef0123456789abcdef/cover/0123456789/logo.svg', { status: 200, headers: { 'Content-Type': 'image/svg+xml' }, body: Buffer.from('<svg/>') })
    expect(await ownFileBytes(FILE)).toBe(bytes)
    expect(await ownFileBytes('/api/file/block/0123456789abcdef0123456789abcdef/cover/0123456789/logo.svg')).toBeNull()
    expect(await ownFileBytes('/api/file/block/0123456789abcdef0123456789abcdef/cover/9999999999')).toBeNull()
    expect(await ownFileBytes('https://images.test/a.png')).toBeNull()
  })
})
