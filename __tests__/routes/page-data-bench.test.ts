// @vitest-environment node
// The route layer runs outside Next too (benchmarks and scripts under tsx): it must not try to
// load theme code there, which only Next's bundler can (CSS modules). Was: bench/page-data.ts
// crashed with ERR_UNKNOWN_FILE_EXTENSION ".css".
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { expect, it } from 'vitest'

it('bench/page-data.ts runs under tsx and prints the page-data table', () => {
  const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx')
  const run = spawnSync(tsx, ['bench/page-data.ts', '--posts', '30'], { encoding: 'utf8', timeout: 60_000 })
  expect(run.stderr).not.toMatch(/ERR_UNKNOWN_FILE_EXTENSION/)
  expect(run.status, run.stderr).toBe(0)
  expect(run.stdout).toMatch(/\| demo \| \/ \| [\d.]+ kB \| [\d.]+ kB \|/)
  expect(run.stdout).toMatch(/\| 30 posts \| \/article\/\S+ \| [\d.]+ kB/)
}, 90_000)
