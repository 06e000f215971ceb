// @vitest-environment node
// The SQLite store on a real file in a temporary folder.
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openSqliteStore } from '@/lib/readership/sqlite-store'
import type { CountedView, ReadershipStore } from '@/lib/readership/store'

const AT = Date.parse('2026-11-20T10:00:00Z')
const DAY = '2026-11-20'
const MINUTE = 60_000

const view = (path: string, visitor: string, at = AT, day = DAY): CountedView => ({ path, visitor, at, day })

let dir: string
let file: string
let store: ReadershipStore

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'folio-readership-'))
  file = path.join(dir, 'nested', 'readership.sqlite')
  store = await openSqliteStore(file)
})

afterEach(async () => {
  await store.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the SQLite readership store', () => {
  it('creates its file and counts views exactly, visitors once per day and page', async () => {
    await store.record([view('/a', 'v1'), view('/a', 'v2'), view('/b', 'v1')])
    expect(statSync(file).size).toBeGreaterThan(0)
    expect(await store.figures('/a')).toEqual({ site: { views: 3, visitors: 2 }, page: { views: 2, visitors: 2 } })
    expect(await store.figures('/b')).toEqual({ site: { views: 3, visitors: 2 }, page: { views: 1, visitors: 1 } })
    expect(await store.figures('/nowhere')).toEqual({ site: { views: 3, visitors: 2 }, page: { views: 0, visitors: 0 } })
  })

  it('does not count a reload within 30 minutes, counts one after, and not the visitor again that day', async () => {
    await store.record([view('/a', 'v1'), view('/a', 'v1', AT + 29 * MINUTE)])
    expect((await store.figures('/a')).page).toEqual({ views: 1, visitors: 1 })
    await store.record([view('/a', 'v1', AT + 31 * MINUTE)])
    expect((await store.figures('/a')).page).toEqual({ views: 2, visitors: 1 })
  })

  it('counts a visitor again on a new day (the visitor id changes daily anyway)', async () => {
    const next = AT + 24 * 60 * MINUTE
    await store.record([view('/a', 'v1')])
    await store.record([view('/a', 'v1', next, '2026-11-21')])
    expect(await store.figures('/a')).toEqual({ site: { views: 2, visitors: 2 }, page: { views: 2, visitors: 2 } })
    expect(await store.days(['2026-11-20', '2026-11-21'])).toEqual([
      { date: '2026-11-20', views: 1, visitors: 1 },
      { date: '2026-11-21', views: 1, visitors: 1 },
    ])
  })

  it('sums pages over the days asked for, most viewed first', async () => {
    await store.record([view('/a', 'v1'), view('/b', 'v1'), view('/b', 'v2')])
    await store.record([view('/a', 'v3', AT - 24 * 60 * MINUTE, '2026-11-19')])
    expect(await store.pages([DAY])).toEqual([
      { path: '/b', views: 2, visitors: 2 },
      { path: '/a', views: 1, visitors: 1 },
    ])
    expect(await store.pages(['2026-11-19', DAY])).toEqual([
      { path: '/a', views: 2, visitors: 2 },
      { path: '/b', views: 2, visitors: 2 },
    ])
  })

  it('keeps its counts across a reopen, and no visitor id in the file', async () => {
    await store.record([view('/a', 'visitor-id-0123456789')])
    await store.close()
    store = await openSqliteStore(file)
    expect((await store.figures('/a')).page.views).toBe(1)
    const { readFileSync } = await import('node:fs')
    const bytes = readFileSync(file).toString('latin1') + readFileSync(`${file}-wal`, { flag: 'a+' }).toString('latin1')
    expect(bytes).not.toContain('visitor-id-0123456789')
  })

  it('starts a new file when its file goes away, and rejects (one warning) while it cannot write', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await store.record([view('/a', 'v1')])
    rmSync(dir, { recursive: true, force: true })
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await store.record([view('/a', 'v2')])
    expect((await store.figures('/a')).page.views).toBe(1)
    expect(statSync(file).size).toBeGreaterThan(0)
    expect(warn.mock.calls.flat().join(' ')).toContain('went away')
    warn.mockClear()
    // A file where the folder should be: nothing can be opened there.
    const blocked = await openSqliteStore(path.join(file, 'inside.sqlite'))
    await expect(blocked.record([view('/a', 'v1')])).rejects.toThrow()
    await expect(blocked.figures('/a')).rejects.toThrow()
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })
})
