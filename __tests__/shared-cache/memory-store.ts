// A SharedStore in memory, for testing what is built on it without a Redis server.
import type { SharedStore } from '@/lib/shared-cache/store'

export function memoryStore(): SharedStore & { values: Map<string, unknown>; down: boolean } {
  const values = new Map<string, unknown>()
  const store = {
    values,
    down: false,
    async getJson<T>(key: string) {
      return store.down ? undefined : (values.get(key) as T | undefined)
    },
    async setJson(key: string, value: unknown) {
      if (store.down) return false
      values.set(key, structuredClone(value))
      return true
    },
    async tryLock(key: string) {
      if (store.down) return undefined
      if (values.has(key)) return null
      values.set(key, 'token')
      return 'token'
    },
    async unlock(key: string, token: string) {
      if (values.get(key) === token) values.delete(key)
    },
    async increment(key: string, windowMs: number) {
      if (store.down) return undefined
      const count = ((values.get(key) as number | undefined) ?? 0) + 1
      values.set(key, count)
      return { count, ttlMs: windowMs }
    },
    async decrement(key: string) {
      values.set(key, ((values.get(key) as number | undefined) ?? 0) - 1)
    },
    async remove(key: string) {
      values.delete(key)
    },
    // Redis's own commands are not modelled here: the readership tests use a real redis-server.
    pipeline: async () => undefined,
    script: async () => undefined,
  }
  return store
}
