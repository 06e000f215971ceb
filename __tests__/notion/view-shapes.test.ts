// lib/notion turns every view shape into one react-notion-x draws: checked on the data.
import { describe, expect, it } from 'vitest'
import type { BodyRecordMap } from '@/lib/notion/body'
import { idsOfQueryResult } from '@/lib/notion/database'
import {
  caseName,
  ICON,
  oddBlocksBody,
  SHAPE_CASES,
  shapeBody,
  unansweredShelfBody,
} from './database-shapes-fixture'

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- test probing of loose records

function theDatabase(recordMap: BodyRecordMap) {
  const block = Object.values(recordMap.block)
    .map((b) => b?.value as Json)
    .find((b) => b.type === 'collection_view')!
  const viewId = block.view_ids[0] as string
  const view = recordMap.collection_view[viewId]!.value as Json
  const collectionId = block.collection_id as string
  const data = recordMap.collection_query[collectionId]![viewId] as Json
  return { block, view, data }
}

describe('database views in the body', () => {
  it.each(SHAPE_CASES.map((c) => [caseName(c), c] as const))(
    '%s: a drawn type, every row listed, no null group',
    (_name, c) => {
      const { block, view, data } = theDatabase(shapeBody(c).recordMap)
      expect(block.view_ids).toHaveLength(1)
      expect(['table', 'board', 'gallery', 'list']).toContain(view.type)
      expect(data.collection_group_results.blockIds).toHaveLength(3)
      const groups = (view.format.board_columns ?? view.format.collection_groups ?? []) as Json[]
      for (const group of groups)
        expect(group.value).toEqual(expect.objectContaining({ type: 'select' }))
      if (view.type === 'board') {
        expect(data.board_columns.results).toHaveLength(groups.length)
        expect(data.board_columns.results.map((r: Json) => r.total)).toEqual([1, 1, 0, 1])
      }
      if (c.grouping !== 'none') {
        expect(groups).toHaveLength(4)
        expect(data['results:select:Done'].blockIds).toEqual([])
        expect(data['results:select:uncategorized'].blockIds).toHaveLength(1)
      }
      expect(idsOfQueryResult(data)).toHaveLength(3)
    },
  )

  it('draws calendar and timeline views as lists of their rows, with their own properties', () => {
    const { view } = theDatabase(
      shapeBody({ type: 'calendar', grouping: 'none', answer: 'reducer' }).recordMap,
    )
    expect(view.type).toBe('list')
    expect(view.format.list_properties).toEqual(view.format.calendar_properties)
  })

  it('shows a board without columns as cards', () => {
    const { view } = theDatabase(
      shapeBody({ type: 'board', grouping: 'none', answer: 'reducer' }).recordMap,
    )
    expect(view.type).toBe('gallery')
  })

  it('keeps no view whose rows are missing, so the body can say so', () => {
    const { recordMap } = unansweredShelfBody()
    const block = Object.values(recordMap.block)
      .map((b) => b?.value as Json)
      .find((b) => b.type === 'collection_view')!
    expect(block.view_ids).toEqual([])
  })

  it('asks for built-in icons by absolute URL, so they reach the URL mapper', () => {
    const { recordMap } = shapeBody({ type: 'table', grouping: 'none', answer: 'reducer' })
    const icons = Object.values(recordMap.block)
      .map((b) => (b?.value as Json).format?.page_icon)
      .filter(Boolean)
    expect(icons).toEqual([`https://www.notion.so${ICON}?mode=light`])
  })
})

describe('blocks the renderer cannot draw', () => {
  it('become typed stand-ins named in the log, the rest of the body kept', () => {
    const logged: string[] = []
    const original = console.warn
    console.warn = (message: string) => void logged.push(message)
    try {
      const { recordMap, pageId } = oddBlocksBody()
      const id = '0b0b0b0b-0000-4000-8000-00000000b10c'
      expect(recordMap.folio?.unrenderable).toEqual({ [id]: 'text' })
      expect(recordMap.block[id]!.value).toMatchObject({ type: 'code', properties: {} })
      expect(
        logged.some(
          (m) =>
            m.includes(pageId.replace(/-/g, '')) && m.includes(id) && m.includes('(text)'),
        ),
      ).toBe(true)
    } finally {
      console.warn = original
    }
  })

  it('turn Google Drive blocks into bookmark cards', () => {
    const drive = Object.values(oddBlocksBody().recordMap.block)
      .map((b) => b?.value as Json)
      .find((b) => b.properties?.title?.[0]?.[0] === 'Drive plan')
    expect(drive).toMatchObject({
      type: 'bookmark',
      format: { bookmark_cover: 'https://lh3.googleusercontent.com/drive-thumb.png' },
    })
  })
})
