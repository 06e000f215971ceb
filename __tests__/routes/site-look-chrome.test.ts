// @vitest-environment node
// The look, verification and title-icon settings reach every page's chrome, from the
// environment and from the workspace Config row; at their defaults the chrome carries none of
// them (a default page's data stays as small as before).
import { resolveSiteConfig } from '@/lib/config/site-config'
import { getSiteData, type SiteData } from '@/lib/data/site-data'
import { buildChrome } from '@/lib/routes/chrome'
import { pageCsp } from '@/lib/security/page-csp'
import { reportOnlyHeader } from '@/lib/security/report-only-header'
import { siteLookCspSources, siteLookOf } from '@/lib/theme/site-look'

let data: SiteData

beforeAll(async () => {
  delete process.env.NOTION_PAGE_ID
  data = await getSiteData()
})

const chromeFrom = (layer: 'env' | 'notion', settings: Record<string, string>) =>
  buildChrome(data, resolveSiteConfig({ env: {}, [layer]: settings }).config)

const LOOK_SETTINGS = {
  BACKGROUND_LIGHT: '#fafafa',
  BACKGROUND_DARK: '#101010',
  SEO_GOOGLE_SITE_VERIFICATION: 'google-token',
  SEO_BAIDU_SITE_VERIFICATION: 'codeva-baidu',
  POST_TITLE_ICON: 'false',
  FONT_STYLE: 'serif',
  FONT_SANS: '"Inter", sans-serif',
}

describe('site chrome: look, verification and title icons', () => {
  it('carries none of them at the defaults', () => {
    const chrome = buildChrome(data, resolveSiteConfig({ env: {} }).config)
    expect(chrome).not.toHaveProperty('look')
    expect(chrome).not.toHaveProperty('verification')
    expect(chrome).not.toHaveProperty('titleIcons')
    expect(chrome.csp).toEqual({})
  })

  it.each(['env', 'notion'] as const)('takes them from the %s layer', (layer) => {
    const chrome = chromeFrom(layer, LOOK_SETTINGS)
    expect(chrome.look).toEqual({
      background: { light: '#fafafa', dark: '#101010' },
      fonts: { sans: '"Inter", sans-serif', body: 'serif' },
    })
    expect(chrome.verification).toEqual({ google: 'google-token', baidu: 'codeva-baidu' })
    expect(chrome.titleIcons).toBe(false)
  })

  it('sets one background and leaves the other to the theme', () => {
    expect(chromeFrom('env', { BACKGROUND_DARK: '#000000' }).look).toEqual({ background: { light: '', dark: '#000000' } })
  })

  it('refuses a colour that is not #hex (it could end the CSS rule)', () => {
    const { config, problems } = resolveSiteConfig({ env: { BACKGROUND_LIGHT: 'red;}body{display:none' } })
    expect(config.BACKGROUND_LIGHT).toBe('')
    expect(problems.map((p) => p.key)).toContain('BACKGROUND_LIGHT')
  })

  it('links the font stylesheets and allows their hosts, and Google Fonts’ font files', () => {
    const chrome = chromeFrom('env', {
      FONT_URL: 'https://fonts.googleapis.com/css2?family=Inter, https://fonts.example.net/a.css',
      FONT_ICON_CSS_URL: '/css/icons.css',
    })
    expect(chrome.look).toEqual({
      stylesheets: ['https://fonts.googleapis.com/css2?family=Inter', 'https://fonts.example.net/a.css', '/css/icons.css'],
      iconClasses: true,
    })
    const policy = pageCsp({ chrome, inlineScripts: [], customHosts: ['https://cdn.example.org'] })
    expect(policy).toMatch(/style-src [^;]*https:\/\/fonts\.googleapis\.com[^;]*https:\/\/fonts\.example\.net/)
    expect(policy).toMatch(/font-src [^;]*https:\/\/fonts\.gstatic\.com/)
    expect(policy).toMatch(/font-src [^;]*https:\/\/fonts\.example\.net/)
    // A font stylesheet may load from hosts the owner lists, as a custom stylesheet may.
    expect(policy).toMatch(/font-src [^;]*https:\/\/cdn\.example\.org/)
  })

  it('keeps font stylesheets to the environment: the Config row cannot add one', () => {
    const { config } = resolveSiteConfig({ env: {}, notion: { FONT_URL: 'https://evil.example/x.css' } })
    expect(siteLookOf(config)).toBeUndefined()
  })

  it('allows nothing while no stylesheet is set', () => {
    expect(siteLookCspSources(undefined)).toEqual({})
    expect(siteLookCspSources({ background: { light: '#fff', dark: '' } })).toEqual({})
  })

  it('lets the report-only policy name the font hosts too', () => {
    vi.stubEnv('NODE_ENV', 'production')
    const { config } = resolveSiteConfig({ env: { CSP_REPORT_ONLY: 'true', FONT_URL: 'https://fonts.googleapis.com/css2?family=Inter' } })
    const header = reportOnlyHeader(config)['Content-Security-Policy-Report-Only'] ?? ''
    expect(header).toMatch(/font-src [^;]*https:\/\/fonts\.gstatic\.com/)
    vi.unstubAllEnvs()
  })

  it('reports DEV_DEBUG as no longer used', () => {
    const { problems } = resolveSiteConfig({ env: { DEV_DEBUG: 'true' } })
    expect(problems.find((p) => p.key === 'DEV_DEBUG')?.message).toMatch(/no longer used/)
  })
})
