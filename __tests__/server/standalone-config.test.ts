// The standalone folder has no next.config.ts: the server takes the configuration the build
// wrote; in the project (next.config.ts present) it takes nothing and Next loads the file.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { standaloneConfig } from '@/lib/server/standalone-config'

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-standalone-'))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), text)
  }
  return dir
}

const BUILT = JSON.stringify({ version: 1, config: { distDir: '.next-x', basePath: '/blog' } })

describe('standaloneConfig', () => {
  it("reads the build's configuration in a standalone folder", () => {
    const dir = folder({ '.next-x/required-server-files.json': BUILT })
    expect(standaloneConfig(dir, '.next-x')).toEqual({ distDir: '.next-x', basePath: '/blog' })
  })

  it('leaves the project alone: next.config.ts is there', () => {
    const dir = folder({ 'next.config.ts': 'export default {}', '.next/required-server-files.json': BUILT })
    expect(standaloneConfig(dir, '.next')).toBeUndefined()
  })

  it('is undefined where no build is', () => {
    expect(standaloneConfig(folder({}), '.next')).toBeUndefined()
  })
})
