// Next bundles API routes and pages apart, each with its own copy of the site data's memory: an
// expiry by the webhook (an API route) reaches the pages' copy only through the cache folder.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { diskIndexStore } from '@/lib/data/index-store'

let dir = ''
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'folio-expiry-'))
  vi.stubEnv('FOLIO_CACHE_DIR', dir)
})
afterEach(() => {
  vi.unstubAllEnvs()
  rmSync(dir, { recursive: true, force: true })
})

it('an on-demand expiry is kept on disk, where another copy of the module reads it', async () => {
  expect(await diskIndexStore.expiredAt()).toBe(0)
  await diskIndexStore.expire(1_764_000_000_000)
  vi.resetModules()
  const otherCopy = (await import('@/lib/data/index-store')).diskIndexStore
  expect(otherCopy).not.toBe(diskIndexStore)
  expect(await otherCopy.expiredAt()).toBe(1_764_000_000_000)
})
