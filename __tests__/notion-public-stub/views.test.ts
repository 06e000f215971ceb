// @vitest-environment node
// The Views API through the real @notionhq/client: a database's views in tab order, and each
// view's rows in its recorded order (else creation order), paginated.
import { afterEach, describe, expect, it } from 'vitest'
import { idsOfQueryResult } from '@/lib/notion/database'
import { dashedId } from '@/lib/notion/public-stub/ids'
import { isObject, normalizeId, unwrapRecord } from '@/lib/notion/stub/records'
import { BIG_POSTS, bigWorkspace, client, closeStubs, DEMO_DATABASE, demoPages, startStub } from './fixtures'

afterEach(() => closeStubs())

type Json = Record<string, unknown>
const asJson = (value: unknown): Json => (isObject(value) ? value : {})

async function allRows(notion: ReturnType<typeof client>, viewId: string, pageSize: number): Promise<string[]> {
  const query = await notion.views.queries.create({ view_id: viewId, page_size: pageSize })
  const ids = query.results.map((ref) => ref.id)
  let cursor = query.has_more ? query.next_cursor : null
  while (cursor) {
    const page = await notion.views.queries.results({ view_id: viewId, query_id: query.id, start_cursor: cursor, page_size: pageSize })
    ids.push(...page.results.map((ref) => ref.id))
    cursor = page.has_more ? page.next_cursor : null
  }
  return ids
}

describe('database views', () => {
  it("lists the demo database's views in tab order, each with its recorded row order", async () => {
    const pages = demoPages()
    const root = asJson(pages[DEMO_DATABASE])
    const block = unwrapRecord(asJson(root.block)[dashedId(DEMO_DATABASE)]) ?? {}
    const viewIds = (block.view_ids as string[]).map(dashedId)
    const notion = client(await startStub({ pages }))
    const listed = await notion.views.list({ database_id: DEMO_DATABASE })
    expect(listed.results.map((ref) => ref.id)).toEqual(viewIds)

    const queries = Object.values(asJson(root.collection_query))[0] as Json
    for (const viewId of viewIds) {
      const recorded = idsOfQueryResult(queries[viewId])?.map((id) => dashedId(normalizeId(id)))
      expect(recorded?.length).toBeGreaterThan(0)
      expect(await allRows(notion, viewId, 7)).toEqual(recorded)
    }
  })

  it('pages through a view of more than 100 rows; without a recorded order, rows come in creation order', async () => {
    const { pages, rootId } = bigWorkspace()
    for (const page of Object.values(pages)) {
      delete asJson(page).collection_query
      for (const box of Object.values(asJson(asJson(page).collection_view))) delete asJson(unwrapRecord(box)).page_sort
    }
    const stub = await startStub({ pages })
    const notion = client(stub)
    const [view] = (await notion.views.list({ database_id: rootId })).results
    const query = await notion.views.queries.create({ view_id: view!.id })
    expect(query.object).toBe('view_query')
    expect(query.total_count).toBeGreaterThanOrEqual(BIG_POSTS)
    expect(query.results).toHaveLength(100)
    expect(query.has_more).toBe(true)
    const ids = await allRows(notion, view!.id, 100)
    const created = ids.map((id) => String(unwrapRecord(Object.values(pages).map((p) => asJson(asJson(p).block)[id]).find(Boolean))?.created_time))
    expect(ids.length).toBe(query.total_count)
    expect(created).toEqual([...created].sort((a, b) => Number(a) - Number(b)))
    await expect(notion.views.queries.results({ view_id: view!.id, query_id: dashedId('0'.repeat(32)) })).rejects.toMatchObject({ status: 404 })
  })
})
