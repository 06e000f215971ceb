// @vitest-environment node
// A row's cover is mapped twice: at IMAGE_COMPRESS_WIDTH for the article and at
// IMAGE_THUMBNAIL_WIDTH for post cards where its host resizes (stock photos); a Notion upload
// is a link of Folio's file route, sized when it is shown (issue 34).
import type { Block, Collection } from 'notion-types'
import { readRow } from '@/lib/notion/rows'
import { resolveSiteConfig } from '@/lib/config/site-config'
import { imageOptions } from '@/lib/data/settings'
import { DEFAULT_PROPERTY_NAMES } from '@/lib/site/workspace'

const S3 = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/cover.png'
const STOCK = 'https://images.unsplash.com/photo-1'

const rowWithCover = (cover: string) => {
  const block = {
    id: 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa',
    type: 'page',
    properties: { title: [['A post']] },
    format: { page_cover: cover },
    created_time: 0,
    last_edited_time: 0,
  } as unknown as Block
  const collection = { schema: { title: { name: 'title', type: 'title' } } } as unknown as Collection
  const { config } = resolveSiteConfig({ env: { IMAGE_COMPRESS_WIDTH: '1080', IMAGE_THUMBNAIL_WIDTH: '400' } })
  return readRow(block, collection, DEFAULT_PROPERTY_NAMES, imageOptions(config))
}

it('maps the cover at the compression width and the thumbnail at the thumbnail width', () => {
  const row = rowWithCover(STOCK)
  expect(new URL(row.pageCover).searchParams.get('width')).toBe('1080')
  expect(new URL(row.pageCoverThumbnail).searchParams.get('width')).toBe('400')
})

it("links a Notion-hosted cover through Folio's file route, by record and version", () => {
  const row = rowWithCover(S3)
  expect(row.pageCover).toMatch(/^\/api\/file\/block\/a{32}\/cover\/[0-9a-f]{10}\/cover\.png$/)
  expect(row.pageCoverThumbnail).toBe(row.pageCover)
})
