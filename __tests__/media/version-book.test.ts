// @vitest-environment node
// With REDIS_URL, instances share which version of a file is current (each keeps its own bytes):
// one instance's check spares the others a call to Notion, for VERSION_CHECK_MS.
import { describe, expect, it } from 'vitest'
import { versionBook } from '@/lib/media/version-book'
import type { SharedStore } from '@/lib/shared-cache/store'

function memoryStore(): SharedStore {
  const values = new Map<string, unknown>()
  return {
    getJson: async <T,>(key: string) => values.get(key) as T | undefined,
    setJson: async (key, value) => (values.set(key, value), true),
  } as Partial<SharedStore> as SharedStore
}

describe('versionBook', () => {
  it('tells another instance the version one instance read, until the check is old', async () => {
    const shared = Promise.resolve(memoryStore())
    const one = versionBook(shared, 50)
    const other = versionBook(shared, 50)
    expect(await other.current('block/a/cover')).toBeUndefined()
    await one.remember('block/a/cover', '0123456789')
    expect(await other.current('block/a/cover')).toBe('0123456789')
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(await other.current('block/a/cover')).toBeUndefined()
  })

  it('works on one instance without a store', async () => {
    const alone = versionBook(null)
    await alone.remember('k', 'v')
    expect(await alone.current('k')).toBe('v')
  })
})
