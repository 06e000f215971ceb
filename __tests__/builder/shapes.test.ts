import { getBlockValue } from 'notion-utils'
import { makeWorkspace, ROOT_ID } from './fixture-workspace'

type Box = Parameters<typeof getBlockValue>[0]
const TABLES = ['block', 'collection', 'collection_view', 'notion_user'] as const

describe('record shapes', () => {
  const { ws, second, blog } = makeWorkspace()

  it.each([ROOT_ID, second])('classic and wrapped2026 unwrap to the same records (%s)', (id) => {
    const classic = ws.getPage(id)
    const wrapped = ws.getPage(id, { shape: 'wrapped2026' })
    for (const table of TABLES) {
      expect(Object.keys(wrapped[table])).toEqual(Object.keys(classic[table]))
      for (const [key, box] of Object.entries(classic[table])) {
        const a = getBlockValue(box as Box)
        expect(a).toBeDefined()
        expect(getBlockValue(wrapped[table][key] as Box)).toEqual(a)
      }
    }
    expect(wrapped.collection_query).toEqual(classic.collection_query)
  })

  it('classic boxes are {role, value}; wrapped2026 are {spaceId, value: {value, role}} with __version__ 3', () => {
    const classic = ws.getPage(second)
    const wrapped = ws.getPage(second, { shape: 'wrapped2026' })
    const classicBox = classic.block[second] as { role: string; value: { id: string } }
    expect(classicBox.role).toBe('reader')
    expect(classicBox.value.id).toBe(second)
    expect(classic.__version__).toBeUndefined()
    const wrappedBox = wrapped.block[second] as {
      spaceId: string
      value: { role: string; value: { id: string } }
    }
    expect(wrappedBox.spaceId).toBe(ws.spaceId)
    expect(wrappedBox.value.role).toBe('reader')
    expect(wrappedBox.value.value.id).toBe(second)
    expect(wrapped.__version__).toBe(3)
  })

  it("inserts bare {role:'none'} boxes, replacing or adding records", () => {
    const map = ws.getPage(ROOT_ID, {
      shape: 'wrapped2026',
      noneBoxes: [
        { table: 'collection_view', id: blog.viewIds[1]! },
        { table: 'space', id: ws.spaceId },
        { table: 'block', id: 'ffffffff-ffff-4fff-bfff-ffffffffffff' },
      ],
    })
    expect(map.collection_view[blog.viewIds[1]!]).toEqual({ role: 'none' })
    expect(map.space?.[ws.spaceId]).toEqual({ role: 'none' })
    expect(getBlockValue(map.block['ffffffff-ffff-4fff-bfff-ffffffffffff'] as Box)).toBeUndefined()
  })
})
