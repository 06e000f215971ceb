// @vitest-environment node
// better-sqlite3 is loaded only once the counter is on and asked for something: the routes'
// code alone, or a site with the counter off, never loads it.
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.join(import.meta.dirname, '..', '..')

function run(env: Record<string, string>): { afterImport: boolean; afterFigures: boolean } {
  const child = spawnSync(process.execPath, ['--import', 'tsx', '__tests__/readership/load-routes.ts'], {
    cwd: root,
    env: { ...process.env, FOLIO_CACHE_DIR: mkdtempSync(path.join(tmpdir(), 'folio-lazy-')), REDIS_URL: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  })
  const line = child.stdout.trim().split('\n').at(-1) ?? ''
  expect(child.status, child.stderr).toBe(0)
  return JSON.parse(line) as { afterImport: boolean; afterFigures: boolean }
}

describe('loading better-sqlite3', () => {
  it('never happens with the counter off', () => {
    expect(run({ ANALYTICS_FOLIO_ENABLED: 'false' })).toEqual({ afterImport: false, afterFigures: false })
  }, 60_000)

  it('happens on the first figures asked for with it on', () => {
    expect(run({ ANALYTICS_FOLIO_ENABLED: 'true' })).toEqual({ afterImport: false, afterFigures: true })
  }, 60_000)
})
