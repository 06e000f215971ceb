// @vitest-environment node
// CI cannot go green by skipping: every step of the test command stops the run when it fails,
// a suite that cannot run in CI fails, and no browser test skips itself on what the build shows.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.join(import.meta.dirname, '..', '..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

/** The script's command lines: comments and blank lines dropped. */
const commandLines = (script: string) =>
  script
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))

describe('scripts/test-all.sh', () => {
  const lines = commandLines(read('scripts/test-all.sh'))

  it('runs under set -e with one command a line (a failure left of && would not stop it)', () => {
    expect(lines).toContain('set -euo pipefail')
    expect(lines.filter((line) => / && /.test(line))).toEqual([])
  })

  it('only tolerates a failed install outside CI', () => {
    const tolerated = lines.filter((line) => /\|\|/.test(line))
    for (const line of tolerated) expect(line, line).toMatch(/^if ! /)
    expect(lines.join('\n')).toMatch(/if ! bash scripts\/install-redis\.sh; then\nif \[ -n "\$\{CI:-\}" \]; then [^\n]*exit 1; fi/)
  })
})

describe('the several-instances test without redis-server', () => {
  // An empty PATH: redis-server cannot be found (node itself is named by its full path).
  function runWithoutRedis(ci: boolean) {
    const emptyBin = mkdtempSync(path.join(tmpdir(), 'folio-no-redis-'))
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, PATH: emptyBin }
      if (ci) env.CI = 'true'
      else delete env.CI
      return spawnSync(process.execPath, ['--import', 'tsx', 'e2e/redis/shared-cache.ts'], {
        cwd: root,
        env,
        encoding: 'utf8',
        timeout: 30_000,
      })
    } finally {
      rmSync(emptyBin, { recursive: true, force: true })
    }
  }

  it('fails in CI', () => {
    const result = runWithoutRedis(true)
    expect(result.stdout).toContain('FAILED')
    expect(result.status).toBe(1)
  })

  it('says it skipped, loudly, elsewhere', () => {
    const result = runWithoutRedis(false)
    expect(result.stdout).toContain('SKIPPED')
    expect(result.status).toBe(0)
  })
})

describe('browser tests', () => {
  const specs = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? specs(path.join(dir, entry.name))
        : entry.name.endsWith('.ts')
          ? [path.join(dir, entry.name)]
          : [],
    )

  it('never skip themselves at run time: the default build and its themes are known', () => {
    const skipping = specs('e2e').filter((file) => /\btest\.(skip|fixme)\(/.test(read(file)))
    expect(skipping).toEqual([])
  })
})
