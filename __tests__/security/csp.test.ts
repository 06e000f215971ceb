// @vitest-environment node
// The Content-Security-Policy builder: well-formed, strict for scripts, and a host only when
// the feature that needs it is configured.
import { vi } from 'vitest'
import { buildCommentConfig } from '@/lib/comments/config'
import { resolveSiteConfig } from '@/lib/config/site-config'
import { homeCspSources } from '@/lib/home/csp-hosts'
import { buildPluginChrome } from '@/lib/plugins/build'
import { buildCsp } from '@/lib/security/csp'
import { pageCsp } from '@/lib/security/page-csp'
import { scriptHash } from '@/lib/security/script-hash'
import type { ChromeForCsp } from '@/lib/security/site-sources'

const NO_OWNER_FILES = { css: false, js: false }

/** The chrome a site with these settings (as environment values) hands to its pages. */
function chromeFor(env: Record<string, string>): ChromeForCsp {
  const { config } = resolveSiteConfig({ env })
  return {
    plugins: buildPluginChrome(config, {}, NO_OWNER_FILES),
    comments: buildCommentConfig(config, { title: 'Site' }),
    notionHost: config.NOTION_HOST.replace(/\/+$/, ''),
    csp: homeCspSources(config),
  }
}

function policyFor(env: Record<string, string>, inlineScripts: string[] = [], themeConfig?: Record<string, unknown>): string {
  const { config } = resolveSiteConfig({ env })
  return pageCsp({ chrome: chromeFor(env), themeConfig, inlineScripts, customHosts: config.CUSTOM_EXTERNAL_HOSTS })
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((part) => {
      const [name = '', ...values] = part.split(' ')
      return [name, values]
    }),
  )
}

function sourcesOf(policy: string, name: string): string[] {
  return directives(policy).get(name) ?? []
}

describe('buildCsp', () => {
  it('is a list of well-formed directives, each named once, with no way to run text as script', () => {
    const policy = policyFor({})
    for (const part of policy.split('; ')) expect(part).toMatch(/^[a-z-]+( [^ ;,]+)+$/)
    const names = policy.split('; ').map((part) => part.split(' ')[0])
    expect(new Set(names).size).toBe(names.length)
    expect(policy).not.toContain("'unsafe-eval'")
    expect(sourcesOf(policy, 'script-src')).toEqual(["'self'"])
    expect(sourcesOf(policy, 'default-src')).toEqual(["'self'"])
    expect(sourcesOf(policy, 'connect-src')).toEqual(["'self'"])
    expect(sourcesOf(policy, 'base-uri')).toEqual(["'self'"])
    // Meta tags cannot carry it; the proxy sends it.
    expect(policy).not.toContain('frame-ancestors')
  })

  it('allows inline scripts only by their SHA-256', () => {
    const policy = buildCsp({ sources: {}, scriptHashes: [scriptHash('alert(1)')] })
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(sourcesOf(policy, 'script-src')).toEqual(["'self'", "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"])
    expect(sourcesOf(policy, 'script-src')).not.toContain("'unsafe-inline'")
  })

  it('keeps declared sources per kind, once each', () => {
    const policy = buildCsp({
      sources: { script: ['https://a.example', 'https://a.example'], connect: ['wss://b.example'] },
      scriptHashes: [],
    })
    expect(sourcesOf(policy, 'script-src')).toEqual(["'self'", 'https://a.example'])
    expect(sourcesOf(policy, 'connect-src')).toEqual(["'self'", 'wss://b.example'])
    expect(sourcesOf(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"])
  })

  it('names no https host where every https host is allowed', () => {
    const policy = buildCsp({ sources: { img: ['https://a.example', 'http://b.test'] }, scriptHashes: [] })
    expect(sourcesOf(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://b.test'])
  })
})

describe('the site policy', () => {
  const services: [string, Record<string, string>, string, string][] = [
    ['Google Analytics', { ANALYTICS_GOOGLE_ID: 'G-TEST123' }, 'script-src', 'https://www.googletagmanager.com'],
    ['Google Analytics events', { ANALYTICS_GOOGLE_ID: 'G-TEST123' }, 'connect-src', 'https://www.google-analytics.com'],
    ['Utterances', { COMMENT_UTTERANCES_REPO: 'o/r' }, 'script-src', 'https://utteranc.es'],
    ['Utterances frame', { COMMENT_UTTERANCES_REPO: 'o/r', COMMENT_UTTERANCES_SCRIPT_URL: 'http://cdn.test/client.js' }, 'frame-src', 'http://cdn.test'],
    ['Waline', { COMMENT_WALINE_SERVER_URL: 'https://waline.example.com' }, 'connect-src', 'https://waline.example.com'],
    ['Chatbase', { CHATBASE_ID: 'bot1' }, 'script-src', 'https://www.chatbase.co'],
    ['the live2d renderer', { LIVE2D_ENABLED: 'true', LIVE2D_SCRIPT_URL: 'http://pets.test/l2d.js', LIVE2D_MODEL_URL: 'http://models.test/m.json' }, 'script-src', 'http://pets.test'],
    ['the live2d model', { LIVE2D_ENABLED: 'true', LIVE2D_MODEL_URL: 'http://models.test/m.json' }, 'connect-src', 'http://models.test'],
    ['the visitor counter', { ANALYTICS_BUSUANZI_ENABLED: 'true', ANALYTICS_BUSUANZI_URL: 'http://count.test/b' }, 'script-src', 'http://count.test'],
    ['a custom script', { CUSTOM_EXTERNAL_JS: 'https://js.example.org/x.js' }, 'script-src', 'https://js.example.org'],
    ['a custom stylesheet', { CUSTOM_EXTERNAL_CSS: 'https://css.example.org/x.css' }, 'style-src', 'https://css.example.org'],
    ['the home quote service', { HOME_QUOTE_API_URL: 'https://quotes.example.com/api' }, 'connect-src', 'https://quotes.example.com'],
    ['a local NOTION_HOST', { NOTION_HOST: 'http://127.0.0.1:4010' }, 'img-src', 'http://127.0.0.1:4010'],
  ]

  it.each(services)('allows %s only when it is configured', (_, env, directive, source) => {
    expect(sourcesOf(policyFor(env), directive)).toContain(source)
    expect(policyFor({})).not.toContain(source)
  })

  it('names music tracks for media and their covers for images', () => {
    const tracks = JSON.stringify([{ name: 'a', artist: 'b', url: 'http://music.test/1.mp3', cover: 'http://covers.test/1.png' }])
    const policy = policyFor({ MUSIC_PLAYER_ENABLED: 'true', MUSIC_PLAYER_TRACKS: tracks })
    expect(sourcesOf(policy, 'media-src')).toContain('http://music.test')
    expect(sourcesOf(policy, 'img-src')).toContain('http://covers.test')
    expect(sourcesOf(policy, 'script-src')).not.toContain('http://music.test')
  })

  it('adds nothing for plugins switched off with DISABLE_PLUGIN', () => {
    const policy = policyFor({ DISABLE_PLUGIN: 'true', ANALYTICS_GOOGLE_ID: 'G-TEST123', CUSTOM_EXTERNAL_JS: 'https://js.example.org/x.js' })
    expect(sourcesOf(policy, 'script-src')).toEqual(["'self'"])
  })

  it('allows CUSTOM_EXTERNAL_HOSTS everywhere, only with a custom script or stylesheet', () => {
    const hosts = { CUSTOM_EXTERNAL_HOSTS: 'https://api.example.com, *.example.net' }
    expect(policyFor(hosts)).not.toContain('api.example.com')
    const policy = policyFor({ ...hosts, CUSTOM_EXTERNAL_JS: 'https://js.example.org/x.js' })
    for (const name of ['script-src', 'connect-src', 'style-src', 'font-src']) {
      expect(sourcesOf(policy, name)).toEqual(expect.arrayContaining(['https://api.example.com', '*.example.net']))
    }
  })

  it("allows the active theme's form endpoints for connections", () => {
    const policy = policyFor({}, [], { LANDING_CONTACT_ENDPOINT: 'https://forms.example.com/f/1', LANDING_TITLE: 'https://not.an-endpoint.example' })
    expect(sourcesOf(policy, 'connect-src')).toEqual(["'self'", 'https://forms.example.com'])
    expect(sourcesOf(policy, 'form-action')).toEqual(["'self'"])
  })

  it("lets a theme's newsletter form post to its address", () => {
    const policy = policyFor({}, [], { FUKASAWA_NEWSLETTER_URL: 'https://list.example.com/subscribe' })
    expect(sourcesOf(policy, 'form-action')).toEqual(["'self'", 'https://list.example.com'])
    expect(sourcesOf(policy, 'connect-src')).toEqual(["'self'"])
  })

  it('hashes the inline scripts it is given', () => {
    expect(sourcesOf(policyFor({}, ['alert(1)']), 'script-src')).toContain(scriptHash('alert(1)'))
  })
})

describe('CSP settings', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('default to an enforced policy with no extra hosts', () => {
    const { config } = resolveSiteConfig({})
    expect(config).toMatchObject({ CSP_ENABLED: true, CSP_REPORT_ONLY: false, CUSTOM_EXTERNAL_HOSTS: [] })
  })

  it('report and ignore bad values', () => {
    const { config, problems } = resolveSiteConfig({
      env: { CSP_ENABLED: 'perhaps', CSP_REPORT_ONLY: 'sometimes', CUSTOM_EXTERNAL_HOSTS: "https://ok.example, 'unsafe-inline'" },
    })
    expect(config).toMatchObject({ CSP_ENABLED: true, CSP_REPORT_ONLY: false, CUSTOM_EXTERNAL_HOSTS: [] })
    expect(problems.map((p) => p.key)).toEqual(expect.arrayContaining(['CSP_ENABLED', 'CSP_REPORT_ONLY', 'CUSTOM_EXTERNAL_HOSTS']))
  })

  it('cannot break out of a directive through CUSTOM_EXTERNAL_HOSTS', () => {
    const { config } = resolveSiteConfig({ env: { CUSTOM_EXTERNAL_HOSTS: 'https://a.example; script-src *' } })
    expect(config.CUSTOM_EXTERNAL_HOSTS).toEqual([])
  })
})
