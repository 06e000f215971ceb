import { describe, expect, it } from 'vitest'
import { readConfigRow } from '@/lib/notion/config-row'
import { fileVersion } from '@/lib/notion/file-ref'
import { getBlock, normaliseRecordMap } from '@/lib/notion/records'
import { readWorkspaceIndex } from '@/lib/notion/workspace-index'
import { propertyIdByName } from '@/lib/notion/rows'
import { DEFAULT_PROPERTY_NAMES } from '@/lib/site/workspace'
import { blogSchema, configDatabase, NotionWorkspace, compactId } from '@/lib/notion/builder'
import { smallBlog } from '../fixtures/small-blog'

const images = { notionHost: 'https://www.notion.so' }

function index(fixture: ReturnType<typeof smallBlog>, shape: 'classic' | 'wrapped2026' = 'classic', names = DEFAULT_PROPERTY_NAMES) {
  const raw = fixture.ws.getPage(fixture.rootId, { shape })
  return readWorkspaceIndex(normaliseRecordMap(raw), compactId(fixture.rootId), names, images)
}

describe('reading the blog database', () => {
  it('reads rows by property name, whatever the property ids look like', () => {
    const fx = smallBlog()
    const rows = index(fx).rows
    const first = rows.find((r) => r.title === 'First post')
    expect(first).toMatchObject({
      typeLabel: 'Post',
      statusLabel: 'Published',
      slug: 'first',
      categories: ['Tech'],
      tags: ['a', 'b'],
      summary: 'The first one',
      date: { startDate: '2024-03-01' },
    })
    expect(rows.find((r) => r.title === 'Locked')?.password).toBe('pw')
  })

  it('gives the same index for the classic and the 2026 record shapes', () => {
    const fx = smallBlog()
    expect(index(fx, 'wrapped2026')).toEqual(index(fx, 'classic'))
  })

  it('keeps the order of the first view and reads site info and options', () => {
    const fx = smallBlog()
    const idx = index(fx)
    expect(idx.rows.map((r) => r.title).slice(0, 3)).toEqual(['First post', 'Second post', 'Locked'])
    expect(idx.title).toBe('Small Blog')
    expect(idx.description).toBe('A test blog')
    expect(idx.categoryOptions.map((o) => `${o.name}:${o.color}`)).toEqual(['Tech:blue', 'Life:green', 'Unused:red'])
  })

  it('unions grouped view results and reads the legacy query form', () => {
    const grouped = index(smallBlog({ views: [{ type: 'board', groupBy: 'status' }] }))
    expect(grouped.rows).toHaveLength(index(smallBlog()).rows.length)
    const legacy = index(smallBlog({ views: [{ type: 'table', queryForm: 'legacy' }] }))
    expect(legacy.rows).toHaveLength(grouped.rows.length)
  })

  it('skips a first view filtered down to no rows (a "Drafts" tab placed first)', () => {
    const fx = smallBlog()
    const recordMap = normaliseRecordMap(fx.ws.getPage(fx.rootId))
    const root = recordMap.block[fx.rootId]?.value as { view_ids?: string[] } | undefined
    const collectionId = Object.keys(recordMap.collection_query)[0] as string
    if (!root?.view_ids) throw new Error('fixture changed')
    const emptyView = '0e0e0e0e-0e0e-4e0e-8e0e-0e0e0e0e0e0e'
    root.view_ids = [emptyView, ...root.view_ids]
    recordMap.collection_query[collectionId] = {
      [emptyView]: { collection_group_results: { type: 'results', blockIds: [], hasMore: false } },
      ...recordMap.collection_query[collectionId],
    } as never
    const rows = readWorkspaceIndex(recordMap, compactId(fx.rootId), DEFAULT_PROPERTY_NAMES, images).rows
    expect(rows.map((r) => r.title)).toEqual(index(fx).rows.map((r) => r.title))
    expect(rows.length).toBeGreaterThan(5)
  })

  it('follows renamed properties', () => {
    const names = { ...DEFAULT_PROPERTY_NAMES, type: 'Kind', status: 'State', slug: 'URL' }
    const fx = smallBlog({ names: { type: 'Kind', status: 'State', slug: 'URL' } })
    const first = index(fx, 'classic', names).rows[0]
    expect(first).toMatchObject({ typeLabel: 'Post', statusLabel: 'Published', slug: 'first' })
  })

  it('matches a property name exactly first, then ignoring case', () => {
    // The design note reads properties by name and matches type/status *labels* case-insensitively;
    // names get an exact match first (two columns may differ only by case), then a case-insensitive one.
    const ws = new NotionWorkspace({ seed: 'case' })
    const db = ws.addDatabasePage({
      seed: 'db',
      title: 'Blog',
      schema: [
        { name: 'title', type: 'title' },
        { name: 'Type', type: 'select' },
        { name: 'STATUS', type: 'select' },
        { name: 'slug', type: 'text' },
        { name: 'Slug', type: 'text' },
      ],
    })
    db.addRow({ properties: { title: 'A', Type: 'Post', STATUS: 'Published', slug: 'lower', Slug: 'Upper' } })
    const read = (slug: string) =>
      readWorkspaceIndex(normaliseRecordMap(ws.getPage(db.blockId)), compactId(db.blockId), { ...DEFAULT_PROPERTY_NAMES, slug }, images).rows[0]
    expect(read('slug')).toMatchObject({ typeLabel: 'Post', statusLabel: 'Published', slug: 'lower' })
    expect(read('Slug')?.slug).toBe('Upper')
  })

  it("links the database icon and cover through Folio's file route as collection files", () => {
    const ws = new NotionWorkspace({ seed: 'look' })
    const s3 = (name: string) => `https://prod-files-secure.s3.us-west-2.amazonaws.com/space/${name}.png`
    const db = ws.addDatabasePage({ seed: 'db', title: 'Blog', schema: blogSchema(), icon: s3('icon'), cover: s3('cover') })
    const idx = readWorkspaceIndex(normaliseRecordMap(ws.getPage(db.blockId)), compactId(db.blockId), DEFAULT_PROPERTY_NAMES, images)
    for (const [url, name] of [[idx.icon, 'icon'], [idx.cover, 'cover']] as const) {
      expect(url).toBe(`/api/file/collection/${compactId(db.collectionId)}/${name}/${fileVersion(s3(name))}/${name}.png`)
    }
  })

  it('leaves missing properties empty instead of failing', () => {
    const names = { ...DEFAULT_PROPERTY_NAMES, summary: 'No such column', tags: 'Nope' }
    const first = index(smallBlog(), 'classic', names).rows[0]
    expect(first).toMatchObject({ summary: '', tags: [] })
  })

  it('explains when the root page is not a database', () => {
    const ws = new NotionWorkspace({ seed: 'x' })
    const page = ws.addPage({ title: 'Just a page' })
    expect(() => readWorkspaceIndex(normaliseRecordMap(ws.getPage(page)), compactId(page), DEFAULT_PROPERTY_NAMES, images)).toThrow(/not a database/)
  })

  it("says the database's collection was unreadable, not that the page is no database, for a {role:'none'} collection", () => {
    const fx = smallBlog()
    const recordMap = normaliseRecordMap(fx.ws.getPage(fx.rootId))
    const collectionId = Object.keys(recordMap.collection)[0] as string
    recordMap.collection[collectionId] = { role: 'none' } as never
    expect(() => readWorkspaceIndex(recordMap, compactId(fx.rootId), DEFAULT_PROPERTY_NAMES, images)).toThrow(
      new RegExp(`is a database, but its collection ${collectionId} came back unreadable`),
    )
  })
})

describe('the Config row', () => {
  it('reads enabled Name/Value rows only', () => {
    const fx = smallBlog()
    const settings = readConfigRow(normaliseRecordMap(fx.ws.getPage(fx.ids.config)), compactId(fx.ids.config))
    expect(settings).toEqual({ AUTHOR: 'Tester', INLINE_CONFIG: '{"KEYWORDS":"k1, k2"}' })
  })

  it('accepts the Chinese column names', () => {
    const ws = new NotionWorkspace({ seed: 'cn' })
    const page = ws.addPage({ title: 'Config', body: [configDatabase('c', [{ name: 'AUTHOR', value: '作者', enable: true }], true)] })
    expect(readConfigRow(normaliseRecordMap(ws.getPage(page)), compactId(page))).toEqual({ AUTHOR: '作者' })
  })

  it('skips deleted rows and trims the spaces around a value', () => {
    const ws = new NotionWorkspace({ seed: 'trim' })
    const page = ws.addPage({
      title: 'Config',
      body: [configDatabase('c', [
        { name: 'BIO', value: '  spaced value  ', enable: true },
        { name: 'POSTS_PER_PAGE', value: ' 8 ', enable: true },
        { name: 'AUTHOR', value: 'deleted row', enable: true },
      ])],
    })
    const map = normaliseRecordMap(ws.getPage(page))
    const deleted = Object.keys(map.block).map((id) => getBlock(map, id)).find((b) => JSON.stringify(b?.properties ?? {}).includes('deleted row'))
    if (!deleted) throw new Error('fixture changed')
    deleted.alive = false
    expect(readConfigRow(map, compactId(page))).toEqual({ BIO: 'spaced value', POSTS_PER_PAGE: '8' })
  })
})

describe('column names', () => {
  it('match despite a byte-order mark or spaces around the name (seen in real databases)', () => {
    const collection = { schema: { title: { name: '\uFEFFTeam', type: 'title' }, 'a\\b': { name: ' Tags ', type: 'multi_select' } } }
    expect(propertyIdByName(collection as never, 'Team')).toBe('title')
    expect(propertyIdByName(collection as never, 'tags')).toBe('a\\b')
  })
})
