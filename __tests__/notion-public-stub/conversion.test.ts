// @vitest-environment node
// Every block and property type found in the recordings (the demo, the hand-made test
// workspaces, the synthetic blog with uploads) converts to its public-API type; none turns
// `unsupported` unless UNSUPPORTED_BLOCKS says why.
import type { RichTextItemResponse } from '@notionhq/client'
import { describe, expect, it } from 'vitest'
import { buildSyntheticWorkspace } from '@/bench/synthetic'
import {
  b,
  code,
  color,
  compactId,
  dateMention,
  i,
  inlineEquation,
  link,
  linkMention,
  NotionWorkspace,
  pageMention,
  paragraph,
  s,
  t,
  u,
  userMention,
} from '@/lib/notion/builder'
import { UNSUPPORTED_BLOCKS } from '@/lib/notion/public-stub/blocks'
import { apiDate } from '@/lib/notion/public-stub/rich-text'
import { buildPublicWorkspace, type PublicWorkspace } from '@/lib/notion/public-stub/store'
import { buildWorkspace } from '@/lib/notion/stub/workspace'
import { hostileBlog } from '../fixtures/hostile-workspace'
import { smallBlog } from '../fixtures/small-blog'
import { ALL_UNUSUAL } from '../fixtures/unusual-bodies'
import { demoPages, pagesOf } from './fixtures'

/** Classic type → public type, for every classic type a recording holds. */
const EXPECTED: Record<string, string> = {
  page: 'child_page',
  text: 'paragraph',
  header: 'heading_1',
  sub_header: 'heading_2',
  sub_sub_header: 'heading_3',
  bulleted_list: 'bulleted_list_item',
  numbered_list: 'numbered_list_item',
  to_do: 'to_do',
  quote: 'quote',
  callout: 'callout',
  toggle: 'toggle',
  code: 'code',
  equation: 'equation',
  divider: 'divider',
  table_of_contents: 'table_of_contents',
  table: 'table',
  table_row: 'table_row',
  column_list: 'column_list',
  column: 'column',
  bookmark: 'bookmark',
  image: 'image',
  video: 'video',
  audio: 'audio',
  file: 'file',
  pdf: 'pdf',
  embed: 'embed',
  drive: 'embed',
  external_object_instance: 'link_preview',
  alias: 'link_to_page',
  transclusion_container: 'synced_block',
  transclusion_reference: 'synced_block',
  collection_view: 'child_database',
  collection_view_page: 'child_database',
}

function recordings(): [string, PublicWorkspace][] {
  const unusual = new NotionWorkspace({ seed: 'unusual-public' })
  unusual.addPage({ title: 'Unusual', body: ALL_UNUSUAL })
  const sources: [string, Record<string, unknown>][] = [
    ['demo', demoPages()],
    ['small blog', pagesOf(smallBlog().ws)],
    ['hostile blog', pagesOf(hostileBlog().ws)],
    ['unusual bodies', pagesOf(unusual)],
    [
      'synthetic with uploads',
      pagesOf(buildSyntheticWorkspace({ posts: 12, uploads: true, seed: 'public-conv' }).ws),
    ],
  ]
  return sources.map(([name, pages]) => [name, buildPublicWorkspace(buildWorkspace(pages))])
}

const converted = recordings()

describe('block conversion', () => {
  it('gives every recorded block type its public type, and none unsupported without a reason', () => {
    const seen = new Set<string>()
    const wrong: string[] = []
    for (const [name, store] of converted) {
      for (const [id, block] of store.blocks) {
        const classic = store.classicTypes.get(id) ?? '?'
        seen.add(classic)
        if (block.type === 'unsupported' && !Object.hasOwn(UNSUPPORTED_BLOCKS, classic))
          wrong.push(`${name}: ${classic} ${id} is unsupported`)
        else if (block.type !== 'unsupported' && EXPECTED[classic] !== block.type)
          wrong.push(`${name}: ${classic} became ${block.type}`)
      }
    }
    expect(wrong).toEqual([])
    // The recordings hold every type listed above (so the list is tested, not only written).
    expect([...seen].sort()).toEqual(expect.arrayContaining(Object.keys(EXPECTED).sort()))
  })

  it('keeps what each block type carries', () => {
    const store = converted.find(([name]) => name === 'demo')?.[1] as PublicWorkspace
    const byType = (type: string) =>
      [...store.blocks.values()].filter((block) => block.type === type)
    expect(byType('to_do').some((block) => block.type === 'to_do' && block.to_do.checked)).toBe(
      true,
    )
    expect(
      byType('code').map((block) => (block.type === 'code' ? block.code.language : '')),
    ).toContain('rust')
    expect(byType('callout')[0]).toMatchObject({
      callout: { icon: { type: 'emoji' }, color: 'gray_background' },
    })
    expect(byType('table')[0]).toMatchObject({
      table: { table_width: 2, has_column_header: true, has_row_header: false },
    })
    const row = byType('table_row')[0]
    expect(row?.type === 'table_row' ? row.table_row.cells.length : 0).toBe(2)
    expect(byType('column')[0]).toMatchObject({ column: { width_ratio: 0.5 } })
    expect(byType('equation')[0]).toMatchObject({
      equation: { expression: expect.stringContaining('\\text{reading time}') },
    })
    expect(byType('bookmark')[0]).toMatchObject({
      bookmark: { url: 'https://developer.mozilla.org/', caption: [] },
    })
    expect(byType('link_to_page')[0]).toMatchObject({
      link_to_page: { type: 'page_id', page_id: 'b4be3892-021d-4074-9a6d-08d6d91a7b56' },
    })
    expect(
      byType('synced_block').map((block) =>
        block.type === 'synced_block' ? block.synced_block.synced_from : 'x',
      ),
    ).toEqual(
      expect.arrayContaining([
        null,
        { type: 'block_id', block_id: '1d65e74c-3639-492b-8a7d-f9f6a2453bea' },
      ]),
    )
    expect(byType('child_database')[0]).toMatchObject({
      child_database: { title: expect.any(String) },
    })
    expect(
      byType('embed').map((block) => (block.type === 'embed' ? block.embed.url : '')),
    ).toContain('https://docs.google.com/document/d/fidelity-plan/edit')
    // A synced copy lists its original's children.
    const copy = byType('synced_block').find(
      (block) => block.type === 'synced_block' && block.synced_block.synced_from,
    )
    expect(store.children.get(copy?.id.replaceAll('-', '') ?? '')).toEqual(
      store.children.get('1d65e74c3639492b8a7df9f6a2453bea'),
    )
    expect(copy?.has_children).toBe(true)
  })
})

describe('rich text', () => {
  it('converts annotations, links, equations and mentions', () => {
    const ws = new NotionWorkspace({ seed: 'rich' })
    const target = ws.addPage({ title: 'Target page' })
    const page = ws.addPage({
      title: 'Rich',
      body: [
        paragraph([
          t('plain '),
          b('bold'),
          i('italic'),
          s('struck'),
          code('code'),
          u('under'),
          color('red', 'red'),
          color('bg', 'blue_background'),
          link('a link', 'https://example.com/'),
          inlineEquation('e^{i\\pi}'),
          pageMention(target),
          userMention(ws.userId),
          dateMention({ type: 'daterange', start_date: '2025-01-02', end_date: '2025-01-05' }),
          linkMention({ href: 'https://github.com/', title: 'GitHub' }),
        ]),
      ],
    })
    const store = buildPublicWorkspace(buildWorkspace(pagesOf(ws)))
    const [first] = store.children.get(compactId(page)) ?? []
    const block = store.blocks.get(first ?? '')
    const rich: RichTextItemResponse[] =
      block?.type === 'paragraph' ? block.paragraph.rich_text : []
    const annotation = (index: number) => rich[index]?.annotations
    expect(rich[0]).toMatchObject({
      type: 'text',
      plain_text: 'plain ',
      annotations: { bold: false, color: 'default' },
    })
    expect(annotation(1)?.bold).toBe(true)
    expect(annotation(2)?.italic).toBe(true)
    expect(annotation(3)?.strikethrough).toBe(true)
    expect(annotation(4)?.code).toBe(true)
    expect(annotation(5)?.underline).toBe(true)
    expect(annotation(6)?.color).toBe('red')
    expect(annotation(7)?.color).toBe('blue_background')
    expect(rich[8]).toMatchObject({
      type: 'text',
      text: { content: 'a link', link: { url: 'https://example.com/' } },
      href: 'https://example.com/',
    })
    expect(rich[9]).toMatchObject({
      type: 'equation',
      equation: { expression: 'e^{i\\pi}' },
      plain_text: 'e^{i\\pi}',
    })
    expect(rich[10]).toMatchObject({
      type: 'mention',
      mention: { type: 'page', page: { id: target } },
      plain_text: 'Target page',
    })
    expect(rich[11]).toMatchObject({
      type: 'mention',
      mention: { type: 'user', user: { object: 'user' } },
    })
    expect(rich[12]).toMatchObject({
      type: 'mention',
      mention: { type: 'date', date: { start: '2025-01-02', end: '2025-01-05' } },
    })
    expect(rich[13]).toMatchObject({
      type: 'mention',
      mention: {
        type: 'link_mention',
        link_mention: { href: 'https://github.com/', title: 'GitHub' },
      },
    })
  })
})

describe('dates', () => {
  it('writes times with their zone offset, days as days', () => {
    expect(
      apiDate({
        type: 'datetime',
        start_date: '2026-04-01',
        start_time: '00:30',
        time_zone: 'Asia/Shanghai',
      }),
    ).toEqual({ start: '2026-04-01T00:30:00.000+08:00', end: null, time_zone: null })
    expect(
      apiDate({
        type: 'datetimerange',
        start_date: '2026-07-01',
        start_time: '09:00',
        end_date: '2026-07-01',
        end_time: '10:00',
        time_zone: 'Europe/Paris',
      }),
    ).toMatchObject({
      start: '2026-07-01T09:00:00.000+02:00',
      end: '2026-07-01T10:00:00.000+02:00',
    })
    expect(
      apiDate({ type: 'datetime', start_date: '2026-01-01', start_time: '09:00' })?.start,
    ).toBe('2026-01-01T09:00:00.000Z')
    expect(
      apiDate({ type: 'daterange', start_date: '2025-01-02', end_date: '2025-01-05' }),
    ).toEqual({ start: '2025-01-02', end: '2025-01-05', time_zone: null })
  })
})

describe('property conversion', () => {
  it('gives every recorded schema type its public type, in the data source and in each row', () => {
    const PUBLIC: Record<string, string> = {
      title: 'title',
      text: 'rich_text',
      select: 'select',
      multi_select: 'multi_select',
      status: 'status',
      date: 'date',
      file: 'files',
      checkbox: 'checkbox',
      number: 'number',
      url: 'url',
      email: 'email',
      phone_number: 'phone_number',
      person: 'people',
      relation: 'relation',
      created_time: 'created_time',
      last_edited_time: 'last_edited_time',
      created_by: 'created_by',
      last_edited_by: 'last_edited_by',
      formula: 'formula',
      rollup: 'rollup',
      auto_increment_id: 'unique_id',
    }
    const seen = new Set<string>()
    for (const [, store] of converted) {
      for (const [sourceId, source] of store.dataSources) {
        const collection = store.record('collection', sourceId)
        const schema = (collection?.schema ?? {}) as Record<string, { name: string; type: string }>
        for (const entry of Object.values(schema)) {
          seen.add(entry.type)
          expect(source.properties[entry.name]?.type, `${entry.type} ${entry.name}`).toBe(
            PUBLIC[entry.type],
          )
        }
        for (const rowId of store.rows.get(sourceId) ?? []) {
          const row = store.pages.get(rowId)
          for (const entry of Object.values(schema))
            expect(row?.properties[entry.name]?.type).toBe(PUBLIC[entry.type])
        }
      }
    }
    expect(Object.keys(PUBLIC)).toEqual(expect.arrayContaining([...seen]))
    console.info(`schema types in the recordings: ${[...seen].sort().join(', ')}`)
  })

  it('reads values: select options with their colour, tags, checkboxes, files, urls', () => {
    const values = converted.flatMap(([, store]) =>
      [...store.pages.values()].flatMap((page) => Object.values(page.properties)),
    )
    expect(values.find((value) => value.type === 'select' && value.select)).toMatchObject({
      select: { id: expect.any(String), name: expect.any(String), color: expect.any(String) },
    })
    expect(values.some((value) => value.type === 'files' && value.files.length > 0)).toBe(true)
    expect(values.some((value) => value.type === 'checkbox' && value.checkbox)).toBe(true)
    expect(
      values.some(
        (value) => value.type === 'created_time' && /^\d{4}-\d\d-\d\dT/.test(value.created_time),
      ),
    ).toBe(true)
    expect(values.some((value) => value.type === 'url' && typeof value.url === 'string')).toBe(true)
    expect(
      values.some((value) => value.type === 'multi_select' && value.multi_select.length > 1),
    ).toBe(true)
  })
})
