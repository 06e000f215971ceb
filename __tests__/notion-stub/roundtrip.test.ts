// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startNotionStub, type NotionStub } from '@/lib/notion/stub'
import {
  client,
  databasePage,
  deepPage,
  ID,
  post,
  SIGNED,
  undashed,
  unwrapped,
  workspace,
} from './fixtures'

let stub: NotionStub | undefined
afterEach(async () => {
  await stub?.close()
  stub = undefined
  vi.restoreAllMocks()
})

describe('getPage through the stub returns the recorded page', () => {
  it.each(['as-recorded', 'classic', 'wrapped2026'] as const)(
    'database page, rows and queries (%s)',
    async (shape) => {
      stub = await startNotionStub({ pages: workspace(), shape })
      const page = await client(stub.url).getPage(ID.db)
      expect(unwrapped(page)).toEqual(unwrapped(databasePage()))
      expect(stub.callCounts()).toEqual({ loadPageChunk: 1, queryCollection: 2 })
    },
  )

  it.each(['as-recorded', 'classic'] as const)(
    'pages recorded in the 2026 shape (%s)',
    async (shape) => {
      stub = await startNotionStub({ pages: workspace('wrapped2026'), shape })
      const api = client(stub.url)
      expect(unwrapped(await api.getPage(ID.db))).toEqual(unwrapped(databasePage()))
      expect(unwrapped(await api.getPage(ID.page))).toEqual(unwrapped(deepPage()))
    },
  )

  it('deep page cut by chunkBlockLimit is completed with syncRecordValuesMain', async () => {
    stub = await startNotionStub({ pages: workspace(), chunkBlockLimit: 2 })
    const page = await client(stub.url).getPage(undashed(ID.page))
    expect(unwrapped(page)).toEqual(unwrapped(deepPage()))
    const firstChunk = stub.calls.find((call) => call.endpoint === 'loadPageChunk')
    expect(firstChunk?.status).toBe(200)
    // page + heading in the chunk; toggle, image, hidden, then deeper levels, then the mention target
    expect(stub.callCounts().syncRecordValuesMain).toBe(4)
  })

  it('without a limit only mention targets are fetched separately', async () => {
    stub = await startNotionStub({ pages: workspace() })
    await client(stub.url).getPage(ID.page)
    const syncs = stub.calls.filter((call) => call.endpoint === 'syncRecordValuesMain')
    expect(syncs.map((call) => call.body)).toEqual([
      { requests: [{ table: 'block', id: ID.rows[0], version: -1 }] },
    ])
  })

  it('signed file URLs come back as recorded', async () => {
    stub = await startNotionStub({ pages: workspace() })
    const page = await client(stub.url).getPage(ID.page)
    expect(page.signed_urls[ID.image]).toBe(SIGNED.image)
    expect(page.signed_urls[ID.page]).toBe(SIGNED.cover)
    expect(stub.callCounts().getSignedFileUrls).toBe(1)
  })

  it('an unknown page makes notion-client throw "Notion page not found"', async () => {
    stub = await startNotionStub({ pages: workspace() })
    await expect(client(stub.url).getPage('00000000000000000000000000000fff')).rejects.toThrow(
      'Notion page not found',
    )
  })
})

describe('loadPageChunk', () => {
  it('leaves database rows to queryCollection', async () => {
    stub = await startNotionStub({ pages: workspace() })
    const json = await (await post(stub.url, 'loadPageChunk', { pageId: ID.db, limit: 100 })).json()
    expect(Object.keys(json.recordMap.block)).toEqual([ID.db])
    expect(Object.keys(json.recordMap.collection_view)).toEqual([ID.tableView, ID.boardView])
    expect(json.recordMap.collection_query).toBeUndefined()
    expect(json.cursor).toEqual({ stack: [] })
  })

  it('serves the requested shape', async () => {
    stub = await startNotionStub({ pages: workspace(), shape: 'wrapped2026' })
    const wrapped = await (await post(stub.url, 'loadPageChunk', { pageId: ID.db })).json()
    expect(wrapped.recordMap.__version__).toBe(3)
    expect(wrapped.recordMap.block[ID.db]).toMatchObject({
      spaceId: ID.space,
      value: { role: 'reader', value: { id: ID.db } },
    })
    await stub.close()

    stub = await startNotionStub({ pages: workspace('wrapped2026'), shape: 'classic' })
    const classic = await (await post(stub.url, 'loadPageChunk', { pageId: ID.page })).json()
    expect(classic.recordMap.__version__).toBeUndefined()
    expect(classic.recordMap.block[ID.page]).toEqual({
      role: 'reader',
      value: expect.objectContaining({ id: ID.page }),
    })
    expect(classic.recordMap.block[ID.hidden]).toEqual({ role: 'none' })
  })
})
