import { getBlockValue } from 'notion-utils'
import { compactId, writeSnapshot } from '@/lib/notion/builder'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { makeWorkspace, ROOT_ID, SYNCED_ID } from './fixture-workspace'

type Box = Parameters<typeof getBlockValue>[0]
const valueOf = (box: unknown) => getBlockValue(box as Box) as unknown as Record<string, unknown>

describe('getPage emulation', () => {
  const { ws, blog, first, second, config } = makeWorkspace()

  it('puts the requested page first (notion-utils treats the first block as the root)', () => {
    expect(Object.keys(ws.getPage(second).block)[0]).toBe(second)
    expect(Object.keys(ws.getPage(ROOT_ID).block)[0]).toBe(ROOT_ID)
  })

  it('answers the database page with every row and a query result per view', () => {
    const map = ws.getPage(ROOT_ID)
    const rows = blog.rows.map((r) => r.id)
    for (const id of rows) expect(map.block[id]).toBeDefined()
    const query = map.collection_query[blog.collectionId]!
    expect(Object.keys(query)).toEqual(blog.viewIds)
    expect(query[blog.viewIds[0]!]).toEqual({
      collection_group_results: { type: 'results', blockIds: rows, hasMore: false },
    })
  })

  it('emits the grouped form with results:<type>:<value> keys', () => {
    const grouped = ws.getPage(ROOT_ID).collection_query[blog.collectionId]![blog.viewIds[1]!]!
    expect(grouped['results:select:Notes']).toEqual({
      type: 'results',
      blockIds: [first],
      hasMore: false,
    })
    expect((grouped['results:select:uncategorized'] as { blockIds: string[] }).blockIds).toEqual([
      second,
      config,
    ])
    expect(grouped.collection_group_results).toBeUndefined()
    const view = valueOf(ws.getPage(ROOT_ID).collection_view[blog.viewIds[1]!])
    expect((view.format as Record<string, unknown>).collection_groups).toHaveLength(2)
  })

  it('emits the older {type, blockIds, total} form, honouring the view filter', () => {
    const legacy = ws.getPage(ROOT_ID).collection_query[blog.collectionId]![blog.viewIds[2]!]
    expect(legacy).toMatchObject({ type: 'list', blockIds: [first, second], total: 2 })
  })

  it('gives a row page its parent collection but not the other rows', () => {
    const map = ws.getPage(first)
    expect(map.collection[blog.collectionId]).toBeDefined()
    expect(map.block[second]).toBeUndefined()
    expect(map.collection_query[blog.collectionId]).toBeUndefined()
  })

  it('follows synced blocks, page links and a leading page mention', () => {
    const map = ws.getPage(second)
    expect(map.block[SYNCED_ID]).toBeDefined()
    const container = valueOf(map.block[SYNCED_ID])
    for (const child of container.content as string[]) expect(map.block[child]).toBeDefined()
    expect(map.block[first]).toBeDefined()
    // The linked page itself is included, not its body.
    const firstBody = (valueOf(map.block[first]).content as string[]).filter(
      (id) => id !== SYNCED_ID,
    )
    for (const id of firstBody) expect(map.block[id]).toBeUndefined()
  })

  it('queries inline databases and includes mentioned users', () => {
    const map = ws.getPage(second)
    const inline = Object.values(map.block)
      .map(valueOf)
      .find((b) => b.type === 'collection_view')!
    const collectionId = inline.collection_id as string
    const views = map.collection_query[collectionId]!
    expect(Object.keys(views)).toEqual(inline.view_ids)
    expect(map.notion_user[ws.userId]).toBeDefined()
  })

  it('builds the Config page with its Name/Value/Enable/Remark database', () => {
    const map = ws.getPage(config)
    const collection = Object.values(map.collection)
      .map(valueOf)
      .find((c) => c.id !== blog.collectionId)!
    const names = Object.values(collection.schema as Record<string, { name: string }>).map(
      (e) => e.name,
    )
    expect(names).toEqual(['Name', 'Value', 'Enable', 'Remark'])
    const rows = Object.values(map.block)
      .map(valueOf)
      .filter((b) => b.parent_id === collection.id)
    expect(rows).toHaveLength(1)
  })

  it('signs Notion-hosted file URLs, keyed by URL and by block id for the main file', () => {
    const map = ws.getPage(second)
    const cover = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/cover.png'
    expect(map.signed_urls[cover]).toMatch(/X-Amz-Signature/)
    expect(map.signed_urls[second]).toBe(map.signed_urls[cover])
    expect(ws.getPage(second, { signFileUrls: false }).signed_urls).toEqual({})
  })

  it('returns a copy: editing the map leaves the workspace alone', () => {
    const map = ws.getPage(first)
    valueOf(map.block[first]).type = 'changed'
    expect(valueOf(ws.getPage(first).block[first]).type).toBe('page')
  })

  it('writes a snapshot directory of <32 hex>.json files, one per page', () => {
    const dir = mkdtempSync(join(tmpdir(), 'builder-'))
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
    writeSnapshot(dir, ws)
    const expected = [ROOT_ID, first, second, config].map((id) => `${compactId(id)}.json`)
    expect(readdirSync(dir).sort()).toEqual(expected.sort())
    const root = JSON.parse(readFileSync(join(dir, `${compactId(ROOT_ID)}.json`), 'utf8'))
    expect(Object.keys(root)).toEqual(
      expect.arrayContaining([
        'block',
        'collection',
        'collection_view',
        'notion_user',
        'collection_query',
        'signed_urls',
      ]),
    )
  })
})
