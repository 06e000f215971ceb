// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { startNotionStub } from '@/lib/notion/stub'
import { parseStubArgs } from '@/lib/notion/stub/cli-args'
import { requestIds } from '@/lib/notion/stub/faults'
import { boxRole, reshapeBox, unwrapRecord } from '@/lib/notion/stub/records'
import { ID, post, workspace } from './fixtures'

const record = { id: 'b1', space_id: 's1', type: 'text' }

describe('boxes', () => {
  it('unwraps classic, 2026 and none boxes', () => {
    expect(unwrapRecord({ role: 'reader', value: record })).toBe(record)
    expect(unwrapRecord({ spaceId: 's1', value: { value: record, role: 'editor' } })).toBe(record)
    expect(unwrapRecord({ role: 'none' })).toBeUndefined()
    expect(unwrapRecord({ spaceId: 's1', value: { role: 'none' } })).toBeUndefined()
    expect(boxRole({ spaceId: 's1', value: { value: record, role: 'editor' } })).toBe('editor')
  })

  it('re-boxes into each shape, keeping the role and the space', () => {
    const wrapped = { spaceId: 's1', value: { value: record, role: 'editor' } }
    expect(reshapeBox(wrapped, 'classic')).toEqual({ role: 'editor', value: record })
    expect(reshapeBox({ role: 'reader', value: record }, 'wrapped2026')).toEqual({
      spaceId: 's1',
      value: { value: record, role: 'reader' },
    })
    expect(reshapeBox({ role: 'none' }, 'classic')).toEqual({ role: 'none' })
    expect(reshapeBox({ role: 'none' }, 'wrapped2026')).toEqual({ value: { role: 'none' } })
    expect(reshapeBox(wrapped, 'as-recorded')).toBe(wrapped)
  })
})

describe('fault matching ids', () => {
  it('collects every id a request names, without dashes', () => {
    const ids = requestIds({
      collection: { id: 'C-1' },
      collectionView: { id: 'v-1' },
      requests: [{ id: 'b-1' }],
      urls: [{ permissionRecord: { id: 'f-1' } }],
      pageId: 'p-1',
    })
    expect([...ids].sort()).toEqual(['b1', 'c1', 'f1', 'p1', 'v1'])
  })
})

describe('CLI arguments', () => {
  it('parses --flag value and --flag=value', () => {
    expect(
      parseStubArgs([
        '--dir',
        'demo/workspace',
        '--port=7878',
        '--shape',
        'classic',
        '--chunk-block-limit',
        '5',
      ]),
    ).toEqual({ dir: 'demo/workspace', port: 7878, shape: 'classic', chunkBlockLimit: 5 })
  })

  it('rejects missing dir, bad numbers, unknown shapes and flags', () => {
    expect(() => parseStubArgs(['--port', '1'])).toThrow('--dir is required')
    expect(() => parseStubArgs(['--dir', 'd', '--port', 'x'])).toThrow('--port')
    expect(() => parseStubArgs(['--dir', 'd', '--shape', 'odd'])).toThrow('--shape')
    expect(() => parseStubArgs(['--dir', 'd', '--verbose'])).toThrow('--verbose')
    expect(() => parseStubArgs(['--dir'])).toThrow('needs a value')
  })
})

describe('server lifecycle', () => {
  it('listens on 127.0.0.1 and close() does not wait for delayed answers', async () => {
    const stub = await startNotionStub({ pages: workspace() })
    expect(stub.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v3$/)
    stub.addFault({ delayMs: 10_000 })
    const pending = post(stub.url, 'loadPageChunk', { pageId: ID.page }).catch(() => 'closed')
    await new Promise((resolve) => setTimeout(resolve, 20))
    const started = Date.now()
    await stub.close()
    // Far below the 10 s delay, with room for a busy machine.
    expect(Date.now() - started).toBeLessThan(3000)
    expect(await pending).toBe('closed')
  })
})
