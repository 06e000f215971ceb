// @vitest-environment node
import { resolveSiteConfig } from '@/lib/config/site-config'
import { buildPluginChrome } from '@/lib/plugins/build'
import { isPreviewBuild } from '@/lib/plugins/preview'

const PROD = { NODE_ENV: 'production' }
const configOf = (env: Record<string, string>) => resolveSiteConfig({ env }).config
const build = (env: Record<string, string>, runtime: Record<string, string> = PROD) =>
  buildPluginChrome(configOf(env), runtime)

describe('buildPluginChrome', () => {
  it('is null with default settings: pages carry no plugin data', () => {
    expect(build({})).toBeNull()
  })

  it('is null with DISABLE_PLUGIN, however much is configured', () => {
    expect(
      build({
        DISABLE_PLUGIN: 'true',
        ANALYTICS_GOOGLE_ID: 'G-ABC123',
        ADSENSE_CLIENT_ID: 'ca-pub-123',
        FIREWORKS_ENABLED: 'true',
        CHATBASE_ID: 'bot1',
        CUSTOM_CSS_ENABLED: 'true',
      }),
    ).toBeNull()
  })

  it('carries each analytics service with its public values only', () => {
    const p = build({
      ANALYTICS_GOOGLE_ID: 'G-ABC123',
      ANALYTICS_BAIDU_ID: 'abc',
      ANALYTICS_CNZZ_ID: '123',
      ANALYTICS_51LA_ID: 'la',
      ANALYTICS_MATOMO_URL: 'https://stats.example.com/',
      ANALYTICS_MATOMO_SITE_ID: '7',
      ANALYTICS_ACKEE_TRACKER_URL: 'https://ackee.example.com/tracker.js',
      ANALYTICS_ACKEE_SERVER_URL: 'https://ackee.example.com',
      ANALYTICS_ACKEE_DOMAIN_ID: 'dom-1',
      ANALYTICS_CLARITY_ID: 'clar',
      ANALYTICS_UMAMI_ID: 'u-1',
      ANALYTICS_VERCEL: 'true',
      ANALYTICS_BUSUANZI_ENABLED: 'true',
    })
    expect(p?.analytics).toEqual({
      google: { id: 'G-ABC123' },
      baidu: { id: 'abc' },
      cnzz: { id: '123' },
      la51: { id: 'la', ck: 'la' },
      matomo: { url: 'https://stats.example.com', siteId: '7' },
      ackee: { trackerUrl: 'https://ackee.example.com/tracker.js', serverUrl: 'https://ackee.example.com', domainId: 'dom-1' },
      clarity: { id: 'clar' },
      umami: { id: 'u-1', scriptUrl: 'https://cloud.umami.is/script.js' },
      vercel: true,
    })
    expect(p?.counter).toEqual({ url: 'https://busuanzi.ibruce.info/busuanzi' })
  })

  it("keeps analytics and counters out of the owner's previews unless asked", () => {
    const env = { ANALYTICS_GOOGLE_ID: 'G-1', ANALYTICS_BUSUANZI_ENABLED: 'true' }
    expect(build(env, { NODE_ENV: 'development' })).toBeNull()
    expect(build(env, { NODE_ENV: 'production', VERCEL_ENV: 'preview' })).toBeNull()
    expect(build(env, { NODE_ENV: 'production', CONTEXT: 'deploy-preview' })).toBeNull()
    const asked = build({ ...env, ANALYTICS_IN_PREVIEW: 'true' }, { NODE_ENV: 'development' })
    expect(asked?.analytics?.google).toEqual({ id: 'G-1' })
    expect(asked?.counter).toBeDefined()
    expect(isPreviewBuild({ NODE_ENV: 'production', VERCEL_ENV: 'production' })).toBe(false)
  })

  it('carries ads with the slots that are set (in-feed only with its layout key)', () => {
    const p = build({ ADSENSE_CLIENT_ID: 'ca-pub-123', ADSENSE_SLOT_ARTICLE: '111', ADSENSE_SLOT_FLOW: '222', WWADS_ID: '9' })
    expect(p?.ads).toEqual({
      adsense: { client: 'ca-pub-123', test: false, slots: { article: '111' }, flowLayoutKey: '' },
      wwads: { id: '9' },
      blockedNotice: false,
    })
    const flow = build({ ADSENSE_CLIENT_ID: 'ca-pub-1', ADSENSE_SLOT_FLOW: '222', ADSENSE_FLOW_LAYOUT_KEY: '-fb+5w+4e-db+86' })
    expect(flow?.ads?.adsense?.slots).toEqual({ flow: '222' })
  })

  it('picks one chat bot, the first configured', () => {
    expect(build({ TIDIO_PUBLIC_KEY: 'tk', COZE_BOT_ID: '42' })?.chat).toEqual({
      provider: 'coze',
      botId: '42',
      title: 'Coze',
      sdkUrl: expect.stringMatching(/^https:\/\//),
    })
    expect(build({ TIDIO_PUBLIC_KEY: 'tk' })?.chat).toEqual({ provider: 'tidio', publicKey: 'tk' })
    expect(build({ DIFY_CHATBOT_TOKEN: 'tok' })?.chat).toEqual({ provider: 'dify', token: 'tok', baseUrl: 'https://udify.app' })
  })

  it('carries the music player only with tracks, and the pet only with a model', () => {
    expect(build({ MUSIC_PLAYER_ENABLED: 'true' })).toBeNull()
    const tracks = JSON.stringify([{ name: 'Song', url: '/a.mp3' }])
    expect(build({ MUSIC_PLAYER_ENABLED: 'true', MUSIC_PLAYER_TRACKS: tracks })?.music).toEqual({
      tracks: [{ name: 'Song', artist: '', url: '/a.mp3', cover: '' }],
      autoplay: true,
      order: 'list',
      visible: true,
    })
    expect(build({ LIVE2D_ENABLED: 'true' })).toBeNull()
    // A model deployed under public/ (the browser adds SUB_PATH's base path).
    expect(build({ LIVE2D_ENABLED: 'true', LIVE2D_MODEL_URL: '/live2d/model.json' })?.pet?.modelUrl).toBe('/live2d/model.json')
    expect(build({ LIVE2D_ENABLED: 'true', LIVE2D_MODEL_URL: 'https://m.example.com/model.json' })?.pet).toMatchObject({
      modelUrl: 'https://m.example.com/model.json',
      width: 280,
      height: 250,
    })
  })

  it('carries the effects that are on, fireworks with four colours by default', () => {
    const p = build({ FIREWORKS_ENABLED: 'true', SAKURA_ENABLED: 'true', MOUSE_FOLLOW_ENABLED: 'true' })
    expect(p?.effects).toEqual({
      fireworks: { colors: ['#ff5252', '#ffb300', '#40c4ff', '#69f0ae'] },
      sakura: true,
      mouseFollow: { color: '#ef4444' },
    })
  })

  it('carries small assets, the webmention endpoint and custom files only when enabled', () => {
    // custom.css deployed (owner-files.test.ts covers looking for it).
    const p = buildPluginChrome(configOf({
      IMG_SHADOW_ENABLED: 'true',
      ICONFONT_ENABLED: 'true',
      SPOILER_TEXT_TAG: '[sp]',
      COMMENT_WEBMENTION_ENABLED: 'true',
      COMMENT_WEBMENTION_HOSTNAME: 'blog.example.com',
      CUSTOM_CSS_ENABLED: 'true',
      CUSTOM_EXTERNAL_JS: 'https://cdn.example.com/a.js, /js/b.js',
      VISITOR_MAP_SCRIPT_URL: 'https://maps.example.com/w.js',
    }), PROD, { css: true, js: false })
    expect(p).toEqual({
      imgShadow: true,
      iconFont: true,
      webmention: {
        endpoint: 'https://webmention.io/blog.example.com/webmention',
        pingback: 'https://webmention.io/blog.example.com/xmlrpc',
      },
      custom: { css: ['/css/custom.css'], js: ['https://cdn.example.com/a.js', '/js/b.js'] },
      visitorMap: { scriptUrl: 'https://maps.example.com/w.js' },
    })
    expect(build({ COMMENT_WEBMENTION_HOSTNAME: 'blog.example.com' })).toBeNull()
  })

  it('never carries a secret', () => {
    const p = build({
      AI_SUMMARY_API: 'https://ai.example.com',
      AI_SUMMARY_KEY: 'very-secret-key',
      CLERK_SECRET_KEY: 'clerk-secret',
      ANALYTICS_GOOGLE_ID: 'G-1',
    })
    expect(JSON.stringify(p)).not.toMatch(/very-secret-key|clerk-secret|ai\.example/)
  })
})

describe('plugin settings', () => {
  it('refuse service ids with markup or quotes (reported, then off)', () => {
    const { config, problems } = resolveSiteConfig({ env: { ANALYTICS_GOOGLE_ID: '</script><script>alert(1)</script>"\'' } })
    expect(config.ANALYTICS_GOOGLE_ID).toBe('')
    expect(problems.map((p) => p.key)).toContain('ANALYTICS_GOOGLE_ID')
  })

  it('keep script sources and script switches out of reach of the workspace Config row', () => {
    const { config } = resolveSiteConfig({
      notion: {
        CUSTOM_JS_ENABLED: 'true',
        ICONFONT_ENABLED: 'true',
        LIVE2D_SCRIPT_URL: 'https://evil.example.com/x.js',
        COZE_SDK_URL: 'https://evil.example.com/x.js',
        ANALYTICS_MATOMO_URL: 'https://evil.example.com',
      },
    })
    expect(config.CUSTOM_JS_ENABLED).toBe(false)
    expect(config.ICONFONT_ENABLED).toBe(false)
    expect(config.LIVE2D_SCRIPT_URL).not.toContain('evil')
    expect(config.COZE_SDK_URL).not.toContain('evil')
    expect(config.ANALYTICS_MATOMO_URL).toBe('')
  })
})
