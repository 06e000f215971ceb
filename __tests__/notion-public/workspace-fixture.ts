// A small blog as the public API answers it: a database (one data source) with posts and a
// Config row, whose page holds the settings database; a post with columns, a synced copy and a
// linked view the API cannot read.
import type { ApiObject } from '@/lib/notion/public-api/reader'
import type { PublicBlock } from '@/lib/notion/public-api/blocks'
import type { FakeWorkspace } from './fake-api'
import { block, hostedFile, mention, text } from './shapes'

export const DB = 'f01105a1-e0b1-4c0f-8a2d-5e6b7c8d9e0f'
export const DS = 'ebfd5daf-26f6-4ce5-8595-49d008d648ad'
export const POST_A = '0593c725-a845-4fc9-a4e0-5e8e08cefeba'
export const POST_B = '092cf553-f144-4046-aa27-fbdc6b39f216'
export const CONFIG = 'dae7927d-f5d9-45b5-afdd-2739cd5de520'
export const CONFIG_DB = '98031bda-dcf4-4fd9-be02-235b84ec59e4'
export const CONFIG_DS = '55cf43ee-1174-4b4a-8f37-319bff87a932'
/** A page not shared with the integration. */
const HIDDEN = '7777e74c-3639-492b-8a7d-f9f6a2453bea'
const ORIGINAL = '1d65e74c-3639-492b-8a7d-f9f6a2453bea'
const LINKED_VIEW = '2cdff6c4-d158-4f79-aa9a-536da28280a2'
const COLUMNS = '3dd6ade7-4556-48bd-ac1a-9216aa7e2a1f'
export const COVER_URL = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/ws/cover.png?X-Amz-Signature=one'

const select = (name: string) => ({ id: `o-${name}`, name, color: 'blue' })

function row(id: string, title: string, values: Record<string, unknown>, edited = '2026-10-30T10:00:00.000Z'): ApiObject {
  return {
    object: 'page',
    id,
    created_time: '2026-10-01T00:00:00.000Z',
    last_edited_time: edited,
    in_trash: false,
    parent: { type: 'data_source_id', data_source_id: DS, database_id: DB },
    icon: null,
    cover: id === POST_A ? hostedFile(COVER_URL) : null,
    properties: {
      title: { id: 'title', type: 'title', title: [text(title)] },
      ...values,
    },
  }
}

const post = (id: string, title: string, slug: string, date: string, tags: string[]) =>
  row(id, title, {
    type: { id: 'c7b7b777-1adc-4b13-bb54-677cf6929fb8', type: 'select', select: select('Post') },
    status: { id: '%6054*', type: 'select', select: select('Published') },
    slug: { id: 'a%5Cb%7D', type: 'rich_text', rich_text: [text(slug)] },
    category: { id: '%5DPRs', type: 'select', select: select('Engineering') },
    tags: { id: 'pY-8', type: 'multi_select', multi_select: tags.map(select) },
    date: { id: 'K)UV', type: 'date', date: { start: date, end: null, time_zone: null } },
  })

const para = (id: string, words: string, extra: Partial<PublicBlock> = {}) =>
  block('paragraph', { rich_text: [text(words)], color: 'default' }, { id, ...extra })

export function blogWorkspace(): FakeWorkspace {
  const configRow = row(CONFIG, 'Config', {
    type: { id: 'c7b7b777-1adc-4b13-bb54-677cf6929fb8', type: 'select', select: select('Config') },
    status: { id: '%6054*', type: 'select', select: select('Published') },
  })
  const setting = (id: string, name: string, value: string, enabled: boolean): ApiObject => ({
    object: 'page',
    id,
    created_time: '2026-10-01T00:00:00.000Z',
    last_edited_time: '2026-10-01T00:00:00.000Z',
    parent: { type: 'data_source_id', data_source_id: CONFIG_DS, database_id: CONFIG_DB },
    properties: {
      Name: { id: 'title', type: 'title', title: [text(name)] },
      Value: { id: 'v%3Dl', type: 'rich_text', rich_text: [text(value)] },
      Enable: { id: 'en', type: 'checkbox', checkbox: enabled },
    },
  })
  return {
    pages: { [POST_A]: post(POST_A, 'Hello public API', 'hello', '2026-10-30', ['Notion', 'Writing']), [POST_B]: post(POST_B, 'Second', 'second', '2026-11-02', []), [CONFIG]: configRow },
    databases: {
      [DB]: { object: 'database', id: DB, title: [text('Folio Demo')], description: [text('A blog')], icon: { type: 'emoji', emoji: '📝' }, cover: null, data_sources: [{ id: DS, name: 'Posts' }], created_time: '2023-01-15T09:00:00.000Z', last_edited_time: '2023-01-15T09:00:00.000Z' },
      [CONFIG_DB]: { object: 'database', id: CONFIG_DB, title: [text('Settings')], description: [], icon: null, cover: null, data_sources: [{ id: CONFIG_DS, name: 'Settings' }] },
    },
    dataSources: {
      [DS]: {
        object: 'data_source',
        id: DS,
        parent: { type: 'database_id', database_id: DB },
        icon: null,
        cover: null,
        properties: {
          title: { id: 'title', name: 'title', type: 'title', title: {} },
          type: { id: 'c7b7b777-1adc-4b13-bb54-677cf6929fb8', name: 'type', type: 'select', select: { options: ['Post', 'Page', 'Config'].map(select) } },
          status: { id: '%6054*', name: 'status', type: 'select', select: { options: [select('Published')] } },
          slug: { id: 'a%5Cb%7D', name: 'slug', type: 'rich_text', rich_text: {} },
          category: { id: '%5DPRs', name: 'category', type: 'select', select: { options: [select('Engineering')] } },
          tags: { id: 'pY-8', name: 'tags', type: 'multi_select', multi_select: { options: ['Notion', 'Writing'].map(select) } },
          date: { id: 'K)UV', name: 'date', type: 'date', date: {} },
        },
      },
      [CONFIG_DS]: {
        object: 'data_source',
        id: CONFIG_DS,
        parent: { type: 'database_id', database_id: CONFIG_DB },
        properties: {
          Name: { id: 'title', name: 'Name', type: 'title', title: {} },
          Value: { id: 'v%3Dl', name: 'Value', type: 'rich_text', rich_text: {} },
          Enable: { id: 'en', name: 'Enable', type: 'checkbox', checkbox: {} },
        },
      },
    },
    rows: {
      [DS]: [configRow, post(POST_A, 'Hello public API', 'hello', '2026-10-30', ['Notion', 'Writing']), post(POST_B, 'Second', 'second', '2026-11-02', [])],
      [CONFIG_DS]: [setting('a1', 'TITLE', ' Public blog ', true), setting('a2', 'AUTHOR', 'nobody', false)],
    },
    children: {
      [DB]: [],
      [CONFIG]: [block('child_database', { title: 'Settings' }, { id: CONFIG_DB })],
      [POST_A]: [
        para('b1000000-0000-4000-8000-000000000001', 'First words.'),
        block('column_list', {}, { id: COLUMNS, has_children: true }),
        block('synced_block', { synced_from: { type: 'block_id', block_id: ORIGINAL } }, { id: 'b1000000-0000-4000-8000-000000000004', has_children: true }),
        block('child_database', { title: 'Linked view' }, { id: LINKED_VIEW }),
        block('unsupported', { block_type: 'form' }, { id: 'b1000000-0000-4000-8000-000000000005' }),
      ],
      [COLUMNS]: [
        block('column', {}, { id: 'c1000000-0000-4000-8000-000000000001', has_children: true }),
        block('column', {}, { id: 'c1000000-0000-4000-8000-000000000002', has_children: true }),
      ],
      'c1000000-0000-4000-8000-000000000001': [para('c2000000-0000-4000-8000-000000000001', 'Left.')],
      'c1000000-0000-4000-8000-000000000002': [para('c2000000-0000-4000-8000-000000000002', 'Right.')],
      [ORIGINAL]: [para('d1000000-0000-4000-8000-000000000001', 'Shared words.')],
      [POST_B]: [
        block('paragraph', { rich_text: [text('See '), mention({ type: 'page', page: { id: POST_A } }, 'Hello public API'), mention({ type: 'page', page: { id: HIDDEN } }, 'Untitled')], color: 'default' }, { id: 'f1000000-0000-4000-8000-000000000001' }),
        block('link_to_page', { type: 'page_id', page_id: CONFIG }, { id: 'f1000000-0000-4000-8000-000000000002' }),
      ],
    },
    blocks: {
      'e1000000-0000-4000-8000-000000000001': block('image', { ...hostedFile('https://prod-files-secure.s3.us-west-2.amazonaws.com/ws/photo.png?X-Amz-Signature=two'), caption: [] }, { id: 'e1000000-0000-4000-8000-000000000001' }),
    },
  }
}
