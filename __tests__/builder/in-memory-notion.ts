// notion-client's real NotionAPI with its network calls answered from a builder workspace.
// Lets tests run the real getPage (missing-block loop, collection fan-out, URL signing)
// against the same records the builder emits, and compare the two.
import { NotionAPI } from 'notion-client'
import type { NotionWorkspace } from '@/lib/notion/builder'

const box = (value: unknown) => ({ role: 'reader', value })

export class InMemoryNotion extends NotionAPI {
  constructor(private readonly ws: NotionWorkspace) {
    super()
  }

  // loadPageChunk: only the page itself (plus its database); the client fetches the rest.
  override async getPageRaw(pageId: string) {
    const page = this.ws.blocks.get(pageId)!
    const collection: Record<string, unknown> = {}
    const collection_view: Record<string, unknown> = {}
    const db = page.parent_table === 'collection' ? this.ws.database(page.parent_id) : undefined
    if (db) {
      collection[db.collectionId] = box(db.collection)
      for (const view of db.viewRecords()) collection_view[view.id] = box(view)
    }
    const recordMap = { block: { [pageId]: box(page) }, collection, collection_view }
    return { recordMap, cursor: { stack: [] } } as never
  }

  override async getBlocks(blockIds: string[]) {
    const block: Record<string, unknown> = {}
    for (const id of blockIds) {
      const record = this.ws.blocks.get(id)
      if (record) block[id] = box(record)
    }
    return { recordMap: { block } } as never
  }

  override async getCollectionData(collectionId: string, viewId: string) {
    const db = this.ws.database(collectionId)!
    const reducerResults = db.queryResults()[viewId]
    const block: Record<string, unknown> = {}
    for (const row of db.rows) block[row.id] = box(this.ws.blocks.get(row.id))
    const collection_view = Object.fromEntries(db.viewRecords().map((v) => [v.id, box(v)]))
    const recordMap = { block, collection: { [collectionId]: box(db.collection) }, collection_view }
    return { result: { type: 'reducer', reducerResults }, recordMap } as never
  }

  override async getSignedFileUrls(urls: Array<{ url: string }>) {
    const sign = (url: string) =>
      `${url}${url.includes('?') ? '&' : '?'}X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=BUILDER&X-Amz-Signature=builder`
    return { signedUrls: urls.map((u) => sign(u.url)) } as never
  }
}
