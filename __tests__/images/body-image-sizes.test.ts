// @vitest-environment node
// Body images that are files of the site's own route: the optimiser's widths up to
// IMAGE_COMPRESS_WIDTH as srcset, zoom sources up to IMAGE_ZOOM_WIDTH, width and height from
// Notion's block format. Other hosts keep their own resizing (Notion's proxy).
import { describe, expect, it } from 'vitest'
import { collectImageInfo } from '@/components/notion/image-info'
import type { ExtendedRecordMap } from '@/lib/notion/types'

const FILE = '/api/file/block/0123456789abcdef0123456789abcdef/source/0123456789'
const settings = { compressWidth: 1080, thumbnailWidth: 800, zoomWidth: 1920, quality: 80, zoom: true, placeholder: '' }

function bodyWith(source: string): ExtendedRecordMap {
  const value = { id: '0123456789abcdef0123456789abcdef', type: 'image', properties: { source: [[source]] }, format: { block_width: 800, block_aspect_ratio: 0.5 } }
  return { block: { [value.id]: { value } } } as unknown as ExtendedRecordMap
}

describe('body images of the site own files', () => {
  it('srcset from the optimiser, zoom at IMAGE_ZOOM_WIDTH and 1200, size from the block', () => {
    const info = collectImageInfo(bodyWith(FILE), 'https://www.notion.so', settings).get(FILE)
    const at = (w: number) => `/_next/image?url=${encodeURIComponent(FILE)}&w=${w}&q=80`
    expect(info?.srcSet?.split(', ').map((c) => c.split(' ')[1])).toEqual(['256w', '384w', '640w', '750w', '828w', '1080w'])
    expect(info?.srcSet).toContain(`${at(1080)} 1080w`)
    expect(info?.zoomSrc).toEqual({ full: at(1920), small: at(1200) })
    expect([info?.width, info?.height]).toEqual([800, 400])
  })

  it('an external image keeps no srcset', () => {
    const src = 'https://images.test/a.jpg'
    expect(collectImageInfo(bodyWith(src), 'https://www.notion.so', settings).get(src)?.srcSet).toBeUndefined()
  })
})
