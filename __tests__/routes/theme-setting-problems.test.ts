// @vitest-environment node
// A theme setting with a bad value is reported like a site setting (key, source, why), once per
// process however many pages are built, and the default stays in force.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { resetSiteDataForTests } from '@/lib/data/site-data'
import { loadRouteContext } from '@/lib/routes/context'
import { encodeVariant } from '@/lib/routes/variant'

let cacheDir = ''
beforeAll(() => {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'folio-theme-problems-'))
  vi.stubEnv('NOTION_PAGE_ID', '')
  vi.stubEnv('FOLIO_CACHE_DIR', cacheDir)
  vi.stubEnv('HEXO_HOME_BANNER_ENABLE', 'sometimes')
  resetSiteDataForTests()
})
afterAll(() => {
  vi.unstubAllEnvs()
  resetSiteDataForTests()
  rmSync(cacheDir, { recursive: true, force: true })
})

describe('theme settings with bad values', () => {
  it('are reported once with key, source and reason, and the default is kept', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const first = await loadRouteContext(encodeVariant({ theme: 'hexo' }))
    await loadRouteContext(encodeVariant({ theme: 'hexo' }))
    expect(first?.themeConfig.HEXO_HOME_BANNER_ENABLE).toBe(true)
    const lines = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('HEXO_HOME_BANNER_ENABLE'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^\[config\] HEXO_HOME_BANNER_ENABLE from the environment = "sometimes" ignored: .+/)
    warn.mockRestore()
  })
})
