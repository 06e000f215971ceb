import { describe, expect, it } from 'vitest'
import { normaliseRecordMap, unwrapRecord } from '@/lib/notion/records'

const block = { id: 'b1', type: 'text', version: 1 }

describe('record shapes', () => {
  it('unwraps the classic, the 2026 double-wrapped and deeper boxes', () => {
    expect(unwrapRecord({ role: 'reader', value: block })).toBe(block)
    expect(unwrapRecord({ spaceId: 's', value: { value: block, role: 'reader' } })).toBe(block)
    expect(unwrapRecord({ value: { value: { value: block } } })).toBe(block)
  })

  it('treats {role:"none"} and junk as absent', () => {
    expect(unwrapRecord({ role: 'none' })).toBeUndefined()
    expect(unwrapRecord(null)).toBeUndefined()
    expect(unwrapRecord([block])).toBeUndefined()
  })

  it('normalises a whole map into classic boxes and drops empty ones', () => {
    const map = normaliseRecordMap({
      __version__: 3,
      block: { b1: { spaceId: 's', value: { value: block, role: 'editor' } }, b2: { role: 'none' } },
      collection: { c1: { role: 'reader', value: { id: 'c1', schema: {} } } },
    })
    expect(map.block).toEqual({ b1: { role: 'editor', value: block } })
    expect(Object.keys(map.collection)).toEqual(['c1'])
    expect(map.collection_view).toEqual({})
    expect(map.collection_query).toEqual({})
    expect(map.signed_urls).toEqual({})
    expect('__version__' in map).toBe(false)
  })
})
