// Tiny hand-made workspaces, each page file being what NotionAPI.getPage() would return.
import { NotionAPI } from 'notion-client'
import { unwrapRecord } from '@/lib/notion/stub/records'

/** A dashed uuid ending in the given hex tag. */
export const uuid = (tag: string): string => {
  const hex = tag.padStart(32, '0')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
export const undashed = (id: string): string => id.replaceAll('-', '')

export const ID = {
  space: uuid('5a'),
  user: uuid('0a'),
  db: uuid('db'),
  collection: uuid('c0'),
  tableView: uuid('a1'),
  boardView: uuid('a2'),
  rows: [uuid('e1'), uuid('e2'), uuid('e3')] as const,
  page: uuid('9a'),
  heading: uuid('b1'),
  toggle: uuid('b2'),
  toggleChild: uuid('b3'),
  mention: uuid('b4'),
  image: uuid('b5'),
  hidden: uuid('b6'),
}

export const COVER_URL = 'attachment:cover-1:cover.png'
export const IMAGE_URL = 'https://file.notion.so/f/f/space/image.png?table=block'
export const SIGNED = {
  cover: 'https://signed.example/cover?sig=1',
  image: 'https://signed.example/image?sig=2',
}

type Shape = 'classic' | 'wrapped2026'
type Records = Record<string, Record<string, unknown>>

function boxAll(records: Records, shape: Shape): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(records).map(([id, record]) => [
      id,
      shape === 'classic'
        ? { role: 'reader', value: record }
        : { spaceId: ID.space, value: { value: record, role: 'reader' } },
    ]),
  )
}

const row = (id: string, title: string, type: string) => ({
  id,
  type: 'page',
  space_id: ID.space,
  parent_id: ID.collection,
  parent_table: 'collection',
  properties: { title: [[title]], 'ty%e': [[type]] },
})

const rowRecords = (): Records => ({
  [ID.rows[0]]: row(ID.rows[0], 'First', 'Post'),
  [ID.rows[1]]: row(ID.rows[1], 'Second', 'Post'),
  [ID.rows[2]]: row(ID.rows[2], 'About', 'Page'),
})

const boardColumn = (value: string) => ({ property: 'ty%e', value: { type: 'select', value } })

/** A database page: a table view and a board grouped by `type`. */
export function databasePage(shape: Shape = 'classic'): Record<string, unknown> {
  const [first, second, third] = ID.rows
  const blocks: Records = {
    [ID.db]: {
      id: ID.db,
      type: 'collection_view_page',
      space_id: ID.space,
      parent_table: 'space',
      collection_id: ID.collection,
      view_ids: [ID.tableView, ID.boardView],
    },
    ...rowRecords(),
  }
  const map: Record<string, unknown> = {
    block: boxAll(blocks, shape),
    collection: boxAll(
      {
        [ID.collection]: {
          id: ID.collection,
          space_id: ID.space,
          name: [['Posts']],
          schema: {
            title: { name: 'title', type: 'title' },
            'ty%e': { name: 'type', type: 'select' },
          },
        },
      },
      shape,
    ),
    collection_view: boxAll(
      {
        [ID.tableView]: { id: ID.tableView, type: 'table', space_id: ID.space, format: {} },
        [ID.boardView]: {
          id: ID.boardView,
          type: 'board',
          space_id: ID.space,
          format: {
            board_columns_by: { type: 'select', property: 'ty%e' },
            board_columns: [boardColumn('Post'), boardColumn('Page')],
          },
        },
      },
      shape,
    ),
    notion_user: boxAll({ [ID.user]: { id: ID.user, given_name: 'Ada' } }, shape),
    space: boxAll({ [ID.space]: { id: ID.space, name: 'Folio' } }, shape),
    collection_query: {
      [ID.collection]: {
        [ID.tableView]: {
          collection_group_results: {
            type: 'results',
            blockIds: [first, second, third],
            hasMore: false,
          },
        },
        [ID.boardView]: {
          board_columns: {
            type: 'groups',
            version: 'v2',
            results: [{ value: { type: 'select', value: 'Post' } }],
          },
          'results:select:Post': { type: 'results', blockIds: [first, second], hasMore: false },
          'results:select:Page': { type: 'results', blockIds: [third], hasMore: false },
        },
      },
    },
    signed_urls: {},
  }
  if (shape === 'wrapped2026') map.__version__ = 3
  return map
}

/** A page three levels deep, with a cover, an image, a mention of a row and an unreadable block. */
export function deepPage(shape: Shape = 'classic'): Record<string, unknown> {
  const block = (id: string, type: string, extra: Record<string, unknown> = {}) => ({
    id,
    type,
    space_id: ID.space,
    parent_table: 'block',
    ...extra,
  })
  const blocks: Records = {
    [ID.page]: block(ID.page, 'page', {
      parent_table: 'space',
      properties: { title: [['Deep']] },
      format: { page_cover: COVER_URL },
      content: [ID.heading, ID.toggle, ID.image, ID.hidden],
    }),
    [ID.heading]: block(ID.heading, 'header', { properties: { title: [['Intro']] } }),
    [ID.toggle]: block(ID.toggle, 'toggle', { content: [ID.toggleChild] }),
    [ID.toggleChild]: block(ID.toggleChild, 'toggle', { content: [ID.mention] }),
    [ID.mention]: block(ID.mention, 'text', {
      properties: { title: [['‣', [['p', ID.rows[0]]]]] },
    }),
    [ID.image]: block(ID.image, 'image', { properties: { source: [[IMAGE_URL]] } }),
    [ID.rows[0]]: row(ID.rows[0], 'First', 'Post'),
  }
  const boxed = boxAll(blocks, shape)
  boxed[ID.hidden] =
    shape === 'classic' ? { role: 'none' } : { spaceId: ID.space, value: { role: 'none' } }
  return {
    ...(shape === 'wrapped2026' ? { __version__: 3 } : {}),
    block: boxed,
    collection: {},
    collection_view: {},
    notion_user: {},
    collection_query: {},
    signed_urls: {
      [COVER_URL]: SIGNED.cover,
      [ID.page]: SIGNED.cover,
      [IMAGE_URL]: SIGNED.image,
      [ID.image]: SIGNED.image,
    },
  }
}

export function workspace(shape: Shape = 'classic'): Record<string, unknown> {
  return { [undashed(ID.db)]: databasePage(shape), [undashed(ID.page)]: deepPage(shape) }
}

export function client(url: string, ofetchOptions: Record<string, unknown> = {}): NotionAPI {
  return new NotionAPI({ apiBaseUrl: url, ofetchOptions: { retry: 0, ...ofetchOptions } })
}

/** A record map with every box replaced by its record (null for `{role:'none'}`), to compare across shapes. */
export function unwrapped(recordMap: unknown): Record<string, unknown> {
  const map = recordMap as Record<string, unknown>
  const tables = ['block', 'collection', 'collection_view', 'notion_user', 'space'].map((table) => [
    table,
    Object.fromEntries(
      Object.entries((map[table] ?? {}) as object).map(([id, box]) => [
        id,
        unwrapRecord(box) ?? null,
      ]),
    ),
  ])
  return {
    ...Object.fromEntries(tables),
    collection_query: map.collection_query,
    signed_urls: map.signed_urls,
  }
}

/** POSTs straight to the stub, for what notion-client hides (headers, raw bodies). */
export async function post(url: string, endpoint: string, body: unknown): Promise<Response> {
  return fetch(`${url}/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}
