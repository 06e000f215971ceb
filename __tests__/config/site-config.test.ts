// @vitest-environment node
import { ConfigError } from '@/lib/config/problems'
import { resolveSiteConfig, withWorkspaceConfig } from '@/lib/config/site-config'
import { settingsEnv } from '@/lib/config/system-env'

const PAGE_ID = '0123456789abcdef0123456789abcdef'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('resolveSiteConfig', () => {
  it('coerces with the schema in mind: numeric text stays text for text settings', () => {
    const { config, problems } = resolveSiteConfig({
      env: {
        BEI_AN: '12345',
        NOTION_PAGE_ID: '12345678901234567890123456789012',
        POSTS_PER_PAGE: '6',
        LANG: 'en-us',
      },
    })
    expect(config.BEI_AN).toBe('12345')
    expect(config.NOTION_PAGE_ID).toBe('12345678901234567890123456789012')
    expect(config.POSTS_PER_PAGE).toBe(6)
    expect(config.LANG).toBe('en-US')
    expect(problems).toEqual([])
  })

  it.each([
    ['env', 'not-an-id', 'the environment'],
    ['env', `${'a'.repeat(32)},en:nope`, 'the environment'],
    ['file', '0123456789abcdef0123456789abcdeX0', 'blog.config.ts'],
  ] as const)('refuses to start with a malformed NOTION_PAGE_ID from %s (%s)', (source, value, where) => {
    let error: unknown
    try {
      resolveSiteConfig({ [source]: { NOTION_PAGE_ID: value } })
    } catch (e) {
      error = e
    }
    // Not reported and replaced by '' (which would publish the bundled demo): a start-up error.
    expect(error).toBeInstanceOf(ConfigError)
    const message = (error as Error).message
    expect(message).toContain(`NOTION_PAGE_ID from ${where} = "${value}" is invalid`)
    expect(message).toMatch(/32 letters and digits, or a dashed uuid .*per language: id,en:id2/)
  })

  it('serves the demo only when NOTION_PAGE_ID is unset or empty', () => {
    for (const env of [{}, { NOTION_PAGE_ID: '' }, { NOTION_PAGE_ID: '  ' }]) {
      expect(resolveSiteConfig({ env }).problems).toEqual([])
    }
  })

  it('validates enums, URLs, time zones and lists', () => {
    const { config, problems } = resolveSiteConfig({
      env: {
        THEME: 'nope',
        LINK: 'javascript:alert(1)',
        TIMEZONE: 'Mars/Base',
        POST_SHARE_SERVICES: 'link, qq',
      },
    })
    expect(config.THEME).toBe('medium')
    expect(config.LINK).toBe('')
    expect(config.TIMEZONE).toBe('UTC')
    expect(config.POST_SHARE_SERVICES).toEqual(['link', 'qq'])
    expect(problems.map((p) => p.key).sort()).toEqual(['LINK', 'THEME', 'TIMEZONE'])
  })

  it('ignores the system locale in LANG but honours a real language', () => {
    expect(resolveSiteConfig({ env: { LANG: 'C.UTF-8' } })).toMatchObject({
      config: { LANG: 'zh-CN' },
      problems: [],
    })
    expect(resolveSiteConfig({ env: { LANG: 'en_US.UTF-8' } }).problems).toEqual([])
    expect(resolveSiteConfig({ env: { LANG: 'ja-JP' } }).config.LANG).toBe('ja-JP')
    expect(settingsEnv({ LANG: 'POSIX', A: '1' })).toEqual({ A: '1' })
  })
})

describe('withWorkspaceConfig', () => {
  it('adds the Config row over the base sources and returns the sources for theme settings', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const base = { file: { AUTHOR: 'file' }, env: { SINCE: '2022', NOTION_PAGE_ID: PAGE_ID } }
    const { config, problems, sources } = withWorkspaceConfig(base, {
      SINCE: '2023',
      NOTION_PAGE_ID: 'ffffffffffffffffffffffffffffffff',
      INLINE_CONFIG: '{"KEYWORDS":"Notion, blog"}',
      MEDIUM_WIDGET_TO_TOP: 'false',
    })
    expect(config).toMatchObject({
      AUTHOR: 'file',
      SINCE: 2023,
      NOTION_PAGE_ID: PAGE_ID,
      KEYWORDS: 'Notion, blog',
    })
    expect(problems).toEqual([expect.objectContaining({ key: 'NOTION_PAGE_ID', source: 'notion' })])
    expect(sources.notion).toHaveProperty('MEDIUM_WIDGET_TO_TOP', 'false')
  })

  it('warns about each problem once per process', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { withWorkspaceConfig: fresh } = await import('@/lib/config/site-config')
    fresh({}, { POSTS_PER_PAGE: 'lots' })
    fresh({}, { POSTS_PER_PAGE: 'lots' })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(/POSTS_PER_PAGE .*workspace Config row.*"lots"/)
  })
})

describe('loadBaseConfig', () => {
  it('reads blog.config.ts and process.env once, warning about bad values once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubEnv('POSTS_PER_PAGE', '9')
    vi.stubEnv('CAN_COPY', 'maybe')
    const { loadBaseConfig } = await import('@/lib/config/load-base-config')
    const first = loadBaseConfig()
    expect(first.config.POSTS_PER_PAGE).toBe(9)
    expect(first.config.CAN_COPY).toBe(true)
    expect(first.problems).toEqual([
      expect.objectContaining({ key: 'CAN_COPY', source: 'env', value: 'maybe' }),
    ])
    vi.stubEnv('POSTS_PER_PAGE', '3')
    expect(loadBaseConfig()).toBe(first)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(/CAN_COPY from the environment = "maybe" ignored/)
  })

  it('fails at start-up, before any data is read, for a malformed NOTION_PAGE_ID', async () => {
    vi.stubEnv('NOTION_PAGE_ID', 'not-an-id')
    const { loadBaseConfig } = await import('@/lib/config/load-base-config')
    expect(() => loadBaseConfig()).toThrow(/NOTION_PAGE_ID from the environment = "not-an-id" is invalid/)
  })

  it('ships blog.config.ts without overrides that change defaults', async () => {
    const { default: blogConfig } = await import('@/blog.config')
    const withFile = resolveSiteConfig({ file: blogConfig })
    expect(withFile.problems).toEqual([])
    expect(withFile.config).toEqual(resolveSiteConfig({}).config)
  })
})
