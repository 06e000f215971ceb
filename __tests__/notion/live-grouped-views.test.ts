// @vitest-environment node
// A database view grouped by a property records its "no value" group as `value: null`;
// notion-client threw on it, so on the live path the whole page failed (a 500 when the demo's
// content-fidelity article was regenerated against /api/v3).
import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_SNAPSHOT_DIR } from '@/lib/data/settings'
import { withReadableGroups } from '@/lib/notion/client'
import { liveSource } from '@/lib/notion/source'
import { startNotionStub, type NotionStub } from '@/lib/notion/stub'

let stub: NotionStub
beforeAll(async () => void (stub = await startNotionStub({ dir: DEMO_SNAPSHOT_DIR })))
afterAll(() => stub.close())

const source = () =>
  liveSource({ apiBaseUrl: stub.url, concurrency: 4, retries: 0, retryBaseMs: 10, maxRetryDelayMs: 50, timeoutMs: 5000 })

describe('grouped database views on the live path', () => {
  it('reads the "no value" group as the uncategorized one, leaving the others as they are', () => {
    const todo = { property: 'QZmt', hidden: false, value: { type: 'select', value: 'Todo' } }
    const view = { type: 'table', format: { collection_group_by: { type: 'select', property: 'QZmt' }, collection_groups: [todo, { property: 'QZmt', hidden: false, value: null }] } }
    const fixed = withReadableGroups(view as never) as unknown as typeof view
    expect(fixed.format.collection_groups).toEqual([todo, { property: 'QZmt', hidden: false, value: { type: 'select' } }])
    const plain = { type: 'table', format: { collection_groups: [todo] } }
    expect(withReadableGroups(plain as never)).toBe(plain)
  })

  it('reads every recorded page of the demo through /api/v3, grouped views included', async () => {
    const live = source()
    const ids = readdirSync(DEMO_SNAPSHOT_DIR).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5))
    const failed: string[] = []
    for (const id of ids) await live.getPage(id).catch((error: Error) => failed.push(`${id}: ${error.message}`))
    expect(failed).toEqual([])
  }, 60_000)
})
