// @vitest-environment node
import { vi } from 'vitest'
import { resolveSiteConfig } from '@/lib/config/site-config'
import { proxyEnv } from '@/lib/routes/proxy-env'
import { securityHeaders } from '@/lib/routes/security-headers'

describe('securityHeaders', () => {
  it('sends nosniff, the referrer policy, a same-origin frame policy and no HSTS by default', () => {
    const headers = securityHeaders(resolveSiteConfig({}).config)
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Content-Security-Policy': "frame-ancestors 'self'",
      'X-Frame-Options': 'SAMEORIGIN',
    })
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\), .*microphone=\(\)/)
    // Players and games in frames need these.
    expect(headers['Permissions-Policy']).not.toMatch(/fullscreen|autoplay|gamepad/)
    expect(headers).not.toHaveProperty('Strict-Transport-Security')
  })

  it('adds HSTS for an https site and follows FRAME_ANCESTORS', () => {
    const { config } = resolveSiteConfig({ env: { LINK: 'https://blog.example.com', FRAME_ANCESTORS: "'self' https://portal.example.com" } })
    const headers = securityHeaders(config)
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000')
    expect(headers['Content-Security-Policy']).toBe("frame-ancestors 'self' https://portal.example.com")
    expect(headers).not.toHaveProperty('X-Frame-Options')
    expect(securityHeaders({ LINK: '', FRAME_ANCESTORS: "'none'" })['X-Frame-Options']).toBe('DENY')
  })

  it('reports and ignores a FRAME_ANCESTORS that could break out of the header', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { config, problems } = resolveSiteConfig({ env: { FRAME_ANCESTORS: "'self'; script-src *" } })
    expect(config.FRAME_ANCESTORS).toBe("'self'")
    expect(problems.map((p) => p.key)).toContain('FRAME_ANCESTORS')
  })

  it('reach the proxy', () => {
    expect(proxyEnv(resolveSiteConfig({}).config, ['medium']).headers?.['X-Content-Type-Options']).toBe('nosniff')
  })
})
