// @vitest-environment node
// The page-body cache keeps one version per page on disk, and finds the older ones to remove
// from one listing of its folder per process: listing it on every write cost a cold build of
// 10,000 posts ~15 ms per body (issue 37).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import * as fs from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getPageVersion, pageCacheDir, pageCacheFile } from '@/lib/data/page-cache'
import { dashedId } from '@/lib/notion/records'
import type { NotionRecordMap, PageSource } from '@/lib/notion/source'

vi.mock('node:fs/promises', async (original) => {
  const real = await original<typeof import('node:fs/promises')>()
  return { ...real, readdir: vi.fn(real.readdir) }
})

const hex = (n: number) => n.toString(16).padStart(32, '0')
const pageOf = (id: string) => ({ block: { [dashedId(id)]: { role: 'reader', value: { id: dashedId(id), type: 'page' } } } }) as unknown as NotionRecordMap

function liveSource(): PageSource & { fetched: string[] } {
  const fetched: string[] = []
  return { kind: 'live', fetched, getPage: async (id) => (fetched.push(id), pageOf(id)), callCounts: () => ({}) }
}

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'folio-page-cache-'))
  process.env.FOLIO_CACHE_DIR = dir
  vi.mocked(fs.readdir).mockClear()
})
afterEach(() => {
  delete process.env.FOLIO_CACHE_DIR
  rmSync(dir, { recursive: true, force: true })
})

describe('the page cache', () => {
  it('lists its folder once, however many bodies it writes', async () => {
    const source = liveSource()
    await Promise.all(Array.from({ length: 300 }, (_, i) => getPageVersion(source, hex(i), 1000)))
    expect(source.fetched).toHaveLength(300)
    expect(readdirSync(pageCacheDir())).toHaveLength(300)
    expect(vi.mocked(fs.readdir).mock.calls.length).toBeLessThanOrEqual(1)
  })

  it('keeps only the newest version of a page, older ones found on disk included', async () => {
    const id = hex(7)
    // A version an earlier process left behind, and one of another page.
    mkdirSync(pageCacheDir(), { recursive: true })
    writeFileSync(pageCacheFile(id, 100), JSON.stringify(pageOf(id)))
    writeFileSync(pageCacheFile(hex(8), 100), JSON.stringify(pageOf(hex(8))))
    const source = liveSource()
    await getPageVersion(source, id, 200)
    expect(existsSync(pageCacheFile(id, 100))).toBe(false)
    await getPageVersion(source, id, 300)
    expect(readdirSync(pageCacheDir()).sort()).toEqual([path.basename(pageCacheFile(hex(8), 100)), path.basename(pageCacheFile(id, 300))].sort())
    // The kept version is read from disk, not fetched again.
    await getPageVersion(source, id, 300)
    expect(source.fetched).toEqual([id, id])
  })
})
