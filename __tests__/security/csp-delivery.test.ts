// @vitest-environment node
// How the policy reaches the browser: enforced through the page's meta tag, report-only
// through the proxy's header, nothing when switched off or in development.
import { vi } from 'vitest'
import { appearanceScript } from '@/components/appearance/appearance-script'
import { resetBaseConfig } from '@/lib/config/load-base-config'
import { resolveSiteConfig } from '@/lib/config/site-config'
import { proxyEnv } from '@/lib/routes/proxy-env'
import type { ThemePageProps } from '@/lib/routes/types'
import { cspMode } from '@/lib/security/csp-mode'
import { documentCsp } from '@/lib/security/document-csp'
import { scriptHash } from '@/lib/security/script-hash'

const REPORT_ONLY = 'Content-Security-Policy-Report-Only'

afterEach(() => {
  vi.unstubAllEnvs()
  resetBaseConfig()
})

describe('cspMode', () => {
  it('enforces by default, reports with CSP_REPORT_ONLY, and is off when disabled or in development', () => {
    const on = { CSP_ENABLED: true, CSP_REPORT_ONLY: false }
    expect(cspMode(on, true)).toBe('enforce')
    expect(cspMode({ ...on, CSP_REPORT_ONLY: true }, true)).toBe('report-only')
    expect(cspMode({ CSP_ENABLED: false, CSP_REPORT_ONLY: true }, true)).toBe('off')
    expect(cspMode(on, false)).toBe('off')
  })
})

describe('documentCsp', () => {
  it('is the enforced policy, with the hashes of the inline scripts', () => {
    vi.stubEnv('NODE_ENV', 'production')
    const policy = documentCsp({ chrome: { notionHost: 'https://www.notion.so' } as ThemePageProps['chrome'] }, ['alert(1)'])
    expect(policy).toContain(`script-src 'self' ${scriptHash('alert(1)')}`)
  })

  it('is absent in report-only mode, when switched off and in development', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('CSP_REPORT_ONLY', 'true')
    expect(documentCsp(undefined, [])).toBeNull()
    resetBaseConfig()
    vi.stubEnv('CSP_REPORT_ONLY', 'false')
    vi.stubEnv('CSP_ENABLED', 'false')
    expect(documentCsp(undefined, [])).toBeNull()
    resetBaseConfig()
    vi.stubEnv('CSP_ENABLED', 'true')
    vi.stubEnv('NODE_ENV', 'development')
    expect(documentCsp(undefined, [])).toBeNull()
  })
})

describe('the proxy', () => {
  it('sends the report-only policy with the appearance script hash when CSP_REPORT_ONLY is on', () => {
    vi.stubEnv('NODE_ENV', 'production')
    const { config } = resolveSiteConfig({ env: { CSP_REPORT_ONLY: 'true', ANALYTICS_GOOGLE_ID: 'G-TEST123' } })
    const policy = proxyEnv(config, ['medium']).headers?.[REPORT_ONLY] ?? ''
    const appearance = appearanceScript({ preference: config.APPEARANCE, darkHours: [...config.APPEARANCE_DARK_TIME] as [number, number] })
    expect(policy).toContain(scriptHash(appearance))
    expect(policy).toContain('https://www.googletagmanager.com')
  })

  it('sends no report-only policy otherwise (the enforced one is in the page)', () => {
    vi.stubEnv('NODE_ENV', 'production')
    const headers = proxyEnv(resolveSiteConfig({}).config, ['medium']).headers ?? {}
    expect(headers).not.toHaveProperty(REPORT_ONLY)
    expect(headers['Content-Security-Policy']).toBe("frame-ancestors 'self'")
  })
})
