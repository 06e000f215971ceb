// @vitest-environment node
// The builder's getPage must equal notion-client's real getPage over the same records. Here
// NotionAPI's network methods are replaced by in-memory answers from the workspace, so the
// real client code (missing-block loop, collection fan-out, signing) runs unchanged.
import { getBlockValue } from 'notion-utils'
import { buildDemoWorkspace } from '@/demo/build'
import type { NotionWorkspace } from '@/lib/notion/builder'
import { makeWorkspace, ROOT_ID } from './fixture-workspace'
import { InMemoryNotion } from './in-memory-notion'

type Box = Parameters<typeof getBlockValue>[0]

function unwrapTable(table: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(table).map(([id, b]) => [id, getBlockValue(b as Box)]))
}

async function expectParity(ws: NotionWorkspace, id: string) {
  const real = await new InMemoryNotion(ws).getPage(id)
  const built = ws.getPage(id)
  expect(Object.keys(built.block)[0]).toBe(Object.keys(real.block)[0])
  expect(unwrapTable(built.block)).toEqual(unwrapTable(real.block))
  expect(unwrapTable(built.collection)).toEqual(unwrapTable(real.collection))
  expect(Object.keys(built.collection_view).sort()).toEqual(
    Object.keys(real.collection_view).sort(),
  )
  expect(built.collection_query).toEqual(real.collection_query)
  expect(built.signed_urls).toEqual(real.signed_urls)
}

describe('parity with notion-client getPage', () => {
  const fixture = makeWorkspace()

  it.each([
    ['database root', ROOT_ID],
    ['post with mention, synced block, link, image and inline database', fixture.second],
    ['post with synced container', fixture.first],
    ['config page', fixture.config],
  ])('%s', async (_, id) => {
    await expectParity(fixture.ws, id)
  })

  it('holds for every page of the demo workspace', async () => {
    const demo = buildDemoWorkspace()
    for (const id of demo.pageIds) await expectParity(demo.ws, id)
  })
})
