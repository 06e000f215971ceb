// @vitest-environment node
// custom.css / custom.js are linked when switched on AND deployed under public/: a switch left
// on without its file must not cost every page a 404 (one warning names the file instead).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { MockInstance } from 'vitest'
import { resolveSiteConfig } from '@/lib/config/site-config'
import { buildPluginChrome } from '@/lib/plugins/build'
import { forgetOwnerFileWarnings } from '@/lib/plugins/owner-files'
import { reachableFrom, sourcesUnder } from '../fixtures/import-graph'

const PROD = { NODE_ENV: 'production' }
const ON = { CUSTOM_CSS_ENABLED: 'true', CUSTOM_JS_ENABLED: 'true' }
const build = (env: Record<string, string>) => buildPluginChrome(resolveSiteConfig({ env }).config, PROD)

let site: string
let warn: MockInstance<typeof console.warn>

function deploy(file: string) {
  const target = path.join(site, 'public', file)
  mkdirSync(path.dirname(target), { recursive: true })
  writeFileSync(target, '/* owner */')
}

beforeEach(() => {
  site = mkdtempSync(path.join(tmpdir(), 'folio-owner-files-'))
  vi.spyOn(process, 'cwd').mockReturnValue(site)
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  forgetOwnerFileWarnings()
})
afterEach(() => {
  vi.restoreAllMocks()
  rmSync(site, { recursive: true, force: true })
})

const ownerWarnings = () =>
  warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('custom.'))

describe("the owner's custom.css and custom.js", () => {
  it('are linked when switched on and deployed', () => {
    deploy('css/custom.css')
    deploy('js/custom.js')
    expect(build(ON)?.custom).toEqual({ css: ['/css/custom.css'], js: ['/js/custom.js'] })
    expect(ownerWarnings()).toEqual([])
  })

  it('are left out when switched on but missing, with one warning per file for the process', () => {
    deploy('css/custom.css')
    expect(build(ON)?.custom).toEqual({ css: ['/css/custom.css'], js: [] })
    rmSync(path.join(site, 'public'), { recursive: true })
    expect(build(ON)).toBeNull()
    expect(build(ON)).toBeNull()
    expect(ownerWarnings()).toEqual([
      expect.stringMatching(/CUSTOM_JS_ENABLED is on but public\/js\/custom\.js does not exist/),
      expect.stringMatching(/CUSTOM_CSS_ENABLED is on but public\/css\/custom\.css does not exist/),
    ])
  })

  it('keep the external files when the deployed one is missing', () => {
    const p = build({ ...ON, CUSTOM_EXTERNAL_CSS: 'https://cdn.example.com/a.css', CUSTOM_EXTERNAL_JS: '/js/extra.js' })
    expect(p?.custom).toEqual({ css: ['https://cdn.example.com/a.css'], js: ['/js/extra.js'] })
  })

  it('are neither linked nor looked for when switched off', () => {
    deploy('css/custom.css')
    deploy('js/custom.js')
    expect(build({ IMG_SHADOW_ENABLED: 'true' })).toEqual({ imgShadow: true })
    rmSync(path.join(site, 'public'), { recursive: true })
    expect(build({ IMG_SHADOW_ENABLED: 'true' })).toEqual({ imgShadow: true })
    expect(ownerWarnings()).toEqual([])
  })

  it('are not looked for when every plugin is off', () => {
    expect(build({ ...ON, DISABLE_PLUGIN: 'true' })).toBeNull()
    expect(ownerWarnings()).toEqual([])
  })
})

describe('the disk lookup', () => {
  // Page components and themes are browser code: from them, no static import may lead to the
  // node:fs lookup (getStaticProps code reaches it through lib/routes, which Next keeps on the server).
  it('is reached from no component or theme', () => {
    const seen = reachableFrom([...sourcesUnder('components'), ...sourcesUnder('themes')])
    // The walk follows imports out of components/ into lib/.
    expect(seen.has('lib/routes/base-path.ts')).toBe(true)
    expect(seen.has('lib/plugins/owner-files.ts')).toBe(false)
    expect(seen.has('lib/plugins/build.ts')).toBe(false)
  })
})
