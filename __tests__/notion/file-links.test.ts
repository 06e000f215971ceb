// @vitest-environment node
// Issue 34: every Notion-hosted file a body or the index shows becomes a link of Folio's file
// route, and the route's lookup (file-slots.ts) finds the same stored address for that link's
// slot, so its version matches: image, file, pdf, video and audio blocks, page covers and
// icons, files properties, database covers and icons. External addresses stay as they are.
import type { ExtendedRecordMap } from 'notion-types'
import { describe, expect, it } from 'vitest'
import { withFileLinks, notionFileLink } from '@/lib/notion/file-links'
import { fileVersion, parseFileRefPath } from '@/lib/notion/file-ref'
import { storedFileUrl } from '@/lib/notion/file-slots'

const S3 = (name: string) => `https://prod-files-secure.s3.us-west-2.amazonaws.com/space/${name}`
const id = (c: string) => `${c.repeat(8)}-${c.repeat(4)}-${c.repeat(4)}-${c.repeat(4)}-${c.repeat(12)}`

const blocks = {
  [id('1')]: { type: 'image', properties: { source: [[S3('photo.png')]] }, format: { display_source: S3('photo.png') } },
  [id('2')]: { type: 'pdf', properties: { source: [[S3('notes.pdf')]] } },
  [id('3')]: { type: 'page', properties: { title: [['Row']], 'a.b': [['one.png', [['a', S3('one.png')]]], [','], ['two.png', [['a', S3('two.png')]]]] }, format: { page_cover: S3('cover.jpg'), page_icon: 'attachment:1234:icon.png' } },
  [id('4')]: { type: 'image', properties: { source: [['https://cdn.example/x.png']] } },
}
const recordMap = {
  block: Object.fromEntries(Object.entries(blocks).map(([key, value]) => [key, { role: 'reader', value: { id: key, ...value } }])),
  collection: { [id('5')]: { role: 'reader', value: { id: id('5'), icon: S3('db-icon.png'), cover: S3('db-cover.png') } } },
} as unknown as ExtendedRecordMap

describe('withFileLinks', () => {
  const linked = withFileLinks(recordMap)
  const block = (c: string) => linked.block[id(c)]!.value as unknown as { properties: Record<string, unknown>; format: Record<string, string> }

  it('links every Notion-hosted file, and the route finds the same stored address for the link', () => {
    const cases: [string, string, Record<string, unknown>, 'block' | 'collection'][] = [
      [(block('1').properties.source as string[][])[0]![0]!, S3('photo.png'), blocks[id('1')]!, 'block'],
      [(block('2').properties.source as string[][])[0]![0]!, S3('notes.pdf'), blocks[id('2')]!, 'block'],
      [block('3').format.page_cover!, S3('cover.jpg'), blocks[id('3')]!, 'block'],
      [block('3').format.page_icon!, 'attachment:1234:icon.png', blocks[id('3')]!, 'block'],
      [(block('3').properties['a.b'] as [string, string[][]][])[2]![1][0]![1]!, S3('two.png'), blocks[id('3')]!, 'block'],
      [(linked.collection[id('5')]!.value as unknown as { cover: string }).cover, S3('db-cover.png'), recordMap.collection[id('5')]!.value as never, 'collection'],
    ]
    for (const [link, stored, record, table] of cases) {
      const ref = parseFileRefPath(link.replace(/^\/api\/file\//, '').split('/'))
      expect(ref, link).toBeDefined()
      expect(ref!.table).toBe(table)
      expect(ref!.version).toBe(fileVersion(stored))
      expect(storedFileUrl(table, record, ref!.slot), link).toBe(stored)
    }
    expect(block('1').format.display_source).toBe((block('1').properties.source as string[][])[0]![0])
    expect(block('3').format.page_icon).toMatch(/\/icon\/[0-9a-f]{10}\/icon\.png$/)
  })

  it('leaves external addresses, and keeps no Notion address anywhere', () => {
    expect((block('4').properties.source as string[][])[0]![0]).toBe('https://cdn.example/x.png')
    expect(JSON.stringify(linked)).not.toContain('prod-files-secure')
    expect(notionFileLink('https://cdn.example/x.png', 'block', id('4'), 'source')).toBeUndefined()
    expect(notionFileLink('/images/page-cover/a.png', 'block', id('4'), 'cover')).toBeUndefined()
  })
})

describe("the public API's file origin", () => {
  it('counts as Notion-hosted once configured (its stand-in serves uploads itself), and only then', async () => {
    const { setNotionFileOrigins } = await import('@/lib/notion/image-url')
    const { imageOptions } = await import('@/lib/data/settings')
    const { resolveSiteConfig } = await import('@/lib/config/site-config')
    const upload = 'http://127.0.0.1:4020/files/space/photo.png?expires=1'
    try {
      expect(notionFileLink(upload, 'block', id('1'), 'source')).toBeUndefined()
      imageOptions(resolveSiteConfig({ env: { NOTION_API_TOKEN: 'secret', NOTION_PUBLIC_API_URL: 'http://127.0.0.1:4020' } }).config)
      expect(notionFileLink(upload, 'block', id('1'), 'source')).toMatch(/^\/api\/file\/block\/1{32}\/source\/[0-9a-f]{10}\/photo\.png$/)
      expect(notionFileLink('http://127.0.0.1:4021/files/x.png', 'block', id('1'), 'source')).toBeUndefined()
    } finally {
      setNotionFileOrigins([])
    }
  })
})
