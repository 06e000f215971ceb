// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getBlockValue } from 'notion-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startNotionStub, type NotionStub } from '@/lib/notion/stub'
import { client, databasePage, deepPage, ID, post, undashed, workspace } from './fixtures'

let stub: NotionStub | undefined
afterEach(async () => {
  await stub?.close()
  stub = undefined
  vi.restoreAllMocks()
})

describe('queryCollection', () => {
  it('honours the reducer limit and reports hasMore, for plain and grouped views', async () => {
    stub = await startNotionStub({ pages: workspace() })
    const page = await client(stub.url).getPage(ID.db, { collectionReducerLimit: 1 })
    const queries = page.collection_query[ID.collection] as unknown as Record<string, Record<string, unknown>>
    expect(queries[ID.tableView]?.collection_group_results).toEqual({
      type: 'results',
      blockIds: [ID.rows[0]],
      hasMore: true,
    })
    expect(queries[ID.boardView]?.['results:select:Post']).toEqual({
      type: 'results',
      blockIds: [ID.rows[0]],
      hasMore: true,
    })
    expect(queries[ID.boardView]?.['results:select:Page']).toEqual({
      type: 'results',
      blockIds: [ID.rows[2]],
      hasMore: false,
    })
    expect(queries[ID.boardView]?.board_columns).toBeDefined()
    // Only the rows returned travel along.
    expect(Object.keys(page.block).sort()).toEqual([ID.db, ID.rows[0], ID.rows[2]].sort())
  })

  it('turns the older {type:"table", blockIds} recording into reducer results', async () => {
    const old = databasePage()
    old.collection_query = {
      [ID.collection]: { [ID.tableView]: { type: 'table', blockIds: [ID.rows[1]], total: 1 } },
    }
    stub = await startNotionStub({ pages: { [ID.db]: old } })
    const json = await (
      await post(stub.url, 'queryCollection', {
        collection: { id: ID.collection },
        collectionView: { id: ID.tableView },
      })
    ).json()
    expect(json.result).toEqual({
      type: 'reducer',
      reducerResults: {
        collection_group_results: { type: 'results', blockIds: [ID.rows[1]], hasMore: false },
      },
    })
    expect(Object.keys(json.recordMap.block)).toEqual([ID.rows[1]])
    expect(Object.keys(json.recordMap.collection)).toEqual([ID.collection])
  })

  it('answers 400 for a view nobody recorded', async () => {
    stub = await startNotionStub({ pages: workspace() })
    const response = await post(stub.url, 'queryCollection', {
      collection: { id: ID.collection },
      collectionView: { id: ID.page },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ name: 'ValidationError' })
  })
})

describe('record endpoints', () => {
  it('syncRecordValuesMain and the old syncRecordValues return blocks, {role:"none"} for unknown ids', async () => {
    stub = await startNotionStub({ pages: workspace() })
    const missing = '00000000-0000-0000-0000-000000000fff'
    for (const endpoint of ['syncRecordValuesMain', 'syncRecordValues']) {
      const body = {
        requests: [
          { table: 'block', id: ID.heading, version: -1 },
          { table: 'block', id: missing, version: -1 },
        ],
      }
      const json = await (await post(stub.url, endpoint, body)).json()
      expect(getBlockValue(json.recordMap.block[ID.heading])?.type).toBe('header')
      expect(json.recordMap.block[missing]).toEqual({ role: 'none' })
    }
  })

  it('getRecordValues answers users index-aligned', async () => {
    stub = await startNotionStub({ pages: workspace() })
    const missing = '00000000-0000-0000-0000-000000000fff'
    const json = await client(stub.url).getUsers([missing, ID.user])
    expect(json.results).toEqual([
      { role: 'none' },
      { role: 'reader', value: { id: ID.user, given_name: 'Ada' } },
    ])
  })

  it('getSignedFileUrls signs unrecorded URLs with a stub signature, index-aligned', async () => {
    stub = await startNotionStub({ pages: workspace() })
    const urls = ['attachment:x:a.png', 'https://file.notion.so/f/b.png?x=1'].map((url) => ({
      permissionRecord: { table: 'block', id: ID.image },
      url,
    }))
    const json = await client(stub.url).getSignedFileUrls(urls)
    expect(json.signedUrls).toEqual([
      'attachment:x:a.png?signature=stub',
      'https://file.notion.so/f/b.png?x=1&signature=stub',
    ])
  })
})

describe('snapshot directory', () => {
  it('serves <id>.json files and reload() picks up edits', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'notion-stub-'))
    try {
      const file = join(dir, `${undashed(ID.page)}.json`)
      writeFileSync(file, JSON.stringify(deepPage()))
      writeFileSync(join(dir, 'README.md'), 'not a page')
      stub = await startNotionStub({ dir })
      const title = async () =>
        getBlockValue((await client(stub!.url).getPage(ID.page)).block[ID.page])?.properties?.title
      expect(await title()).toEqual([['Deep']])

      writeFileSync(file, readFileSync(file, 'utf8').replace('"Deep"', '"Deeper"'))
      expect(await title()).toEqual([['Deep']])
      stub.reload()
      expect(await title()).toEqual([['Deeper']])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('reports the file that is not JSON', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'notion-stub-'))
    try {
      writeFileSync(join(dir, `${undashed(ID.page)}.json`), '{ nope')
      await expect(startNotionStub({ dir })).rejects.toThrow(`${undashed(ID.page)}.json`)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('getPage with unreadable records', () => {
  it('a recorded {role:"none"} block does not break notion-client', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    stub = await startNotionStub({ pages: workspace(), shape: 'wrapped2026' })
    const page = await client(stub.url).getPage(ID.page)
    expect(page.block[ID.hidden]).toBeDefined()
    expect(getBlockValue(page.block[ID.hidden])).toBeUndefined()
  })
})
