// @vitest-environment node
import { resolveSiteConfig } from '@/lib/config/site-config'
import { buildPluginChrome } from '@/lib/plugins/build'
import { readershipEnabled } from '@/lib/readership/enabled'

const PROD = { NODE_ENV: 'production' }
const configOf = (env: Record<string, string>) => resolveSiteConfig({ env }).config

describe('the readership switch', () => {
  afterEach(() => {
    delete process.env.NEXT_PUBLIC_FOLIO_STATIC_EXPORT
  })

  it('is off by default, and pages then carry no readership flag', () => {
    expect(readershipEnabled(configOf({}), PROD)).toBe(false)
    expect(buildPluginChrome(configOf({}), PROD)).toBeNull()
  })

  it('puts { enabled: true } in the page props when ANALYTICS_FOLIO_ENABLED is on', () => {
    const c = configOf({ ANALYTICS_FOLIO_ENABLED: 'true' })
    expect(readershipEnabled(c, PROD)).toBe(true)
    expect(buildPluginChrome(c, PROD)?.readership).toEqual({ enabled: true })
  })

  it('is off in a static export, with DISABLE_PLUGIN and in previews (unless asked)', () => {
    const on = { ANALYTICS_FOLIO_ENABLED: 'true' }
    expect(readershipEnabled(configOf({ ...on, DISABLE_PLUGIN: 'true' }), PROD)).toBe(false)
    expect(readershipEnabled(configOf(on), { NODE_ENV: 'development' })).toBe(false)
    expect(readershipEnabled(configOf({ ...on, ANALYTICS_IN_PREVIEW: 'true' }), { NODE_ENV: 'development' })).toBe(true)
    process.env.NEXT_PUBLIC_FOLIO_STATIC_EXPORT = '1'
    expect(readershipEnabled(configOf(on), PROD)).toBe(false)
    expect(buildPluginChrome(configOf(on), PROD)?.readership).toBeUndefined()
  })

  it('keeps STATS_SECRET out of the browser and takes a popular count of 5 by default', () => {
    const c = configOf({ ANALYTICS_FOLIO_ENABLED: 'true', STATS_SECRET: 's3cret-value' })
    expect(c.ANALYTICS_FOLIO_POPULAR_COUNT).toBe(5)
    expect(JSON.stringify(buildPluginChrome(c, PROD))).not.toContain('s3cret-value')
  })
})
