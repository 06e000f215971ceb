// A settings value built to break out of a script or an attribute must end up inert wherever
// plugins put settings: script URLs, attributes, queued data, rendered text and head tags.
// (jsdom runs no scripts, so "inert" is checked structurally: no inline script anywhere, no
// element made from the value, the value only as encoded URL text or exact attribute data.)
import { render, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { resetRouter } from '@/__tests__/fixtures/router'
import { AdSlot, preloadAdSlot } from '@/components/plugins/AdSlot'
import { AiSummaryCard } from '@/components/plugins/AiSummaryCard'
import { AdsPlugin } from '@/components/plugins/ads/AdsPlugin'
import { AnalyticsPlugin } from '@/components/plugins/analytics/AnalyticsPlugin'
import { ChatPlugin } from '@/components/plugins/chat/ChatPlugin'
import { CustomScripts } from '@/components/plugins/CustomScripts'
import { Fireworks } from '@/components/plugins/effects/Fireworks'
import { MouseFollow } from '@/components/plugins/effects/MouseFollow'
import { MusicPlayer } from '@/components/plugins/music/MusicPlayer'
import { Live2dPet } from '@/components/plugins/pet/Live2dPet'
import { PluginHead } from '@/components/plugins/PluginHead'
import { VisitorMap } from '@/components/plugins/VisitorMap'
import { settingGroups } from '@/conf'
import { resolveSiteConfig } from '@/lib/config/site-config'
import { buildPluginChrome } from '@/lib/plugins/build'
import type { ChatPlugin as ChatConfig } from '@/lib/plugins/types'
import { installCanvas } from './canvas-fakes'
import { finishScript, renderWithPlugins, resetPluginWorld, scripts } from './helpers'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }))

const EVIL = `</script><script>alert(1)</script>"'`
const ENCODED = encodeURIComponent(EVIL)

// The ad slot's code is a lazily loaded piece; loaded first, a configured slot renders at once.
beforeAll(preloadAdSlot)

beforeEach(() => {
  resetPluginWorld()
  resetRouter('/')
})
afterEach(() => vi.restoreAllMocks())

type W = Record<string, unknown>
const w = () => window as unknown as W

function expectNoInlineScripts() {
  for (const s of scripts()) {
    expect(s.textContent).toBe('')
    // ' is allowed in a URL and harmless in a src set through the DOM.
    expect(s.getAttribute('src') ?? '').not.toMatch(/[<>"]/)
  }
}

describe('a hostile settings value', () => {
  it('is URL-encoded in script URLs and kept as data in analytics queues', async () => {
    render(<AnalyticsPlugin config={{ google: { id: EVIL }, baidu: { id: EVIL }, umami: { id: EVIL, scriptUrl: '/u.js' } }} />)
    await waitFor(() => expect(scripts()).toHaveLength(3))
    expectNoInlineScripts()
    expect(scripts()[0]?.getAttribute('src')).toBe(`https://www.googletagmanager.com/gtag/js?id=${ENCODED}`)
    expect(scripts()[1]?.getAttribute('src')).toBe(`https://hm.baidu.com/hm.js?${ENCODED}`)
    expect(scripts()[2]?.getAttribute('data-website-id')).toBe(EVIL)
    const layer = (window as unknown as { dataLayer: IArguments[] }).dataLayer
    expect([...(layer[1] as IArguments)]).toEqual(['config', EVIL])
  })

  it('is attribute data in chat widgets', async () => {
    render(<ChatPlugin config={{ provider: 'chatbase', id: EVIL }} />)
    await waitFor(() => expect(scripts()).toHaveLength(1))
    expectNoInlineScripts()
    expect(scripts()[0]?.getAttribute('chatbotId')).toBe(EVIL)
  })

  it('is attribute data in ad slots', () => {
    const ads = { adsense: { client: EVIL, test: false, slots: { article: EVIL }, flowLayoutKey: '' }, blockedNotice: false }
    const { container } = renderWithPlugins(<AdSlot kind="article" />, { ads })
    expect(container.querySelector('ins')?.getAttribute('data-ad-slot')).toBe(EVIL)
    expect(container.querySelectorAll('script')).toHaveLength(0)
  })

  it('is text in the music player and the AI summary', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
    const track = { name: EVIL, artist: EVIL, url: '/a.mp3', cover: '' }
    const { container } = renderWithPlugins(<MusicPlayer config={{ tracks: [track], autoplay: false, order: 'list', visible: true }} />, null)
    expect(container.querySelectorAll('script')).toHaveLength(0)
    expect(container.textContent).toContain(EVIL)
    const html = renderToStaticMarkup(<AiSummaryCard summary={EVIL} />)
    expect(html).not.toContain('<script')
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#x27;')
  })

  it('is encoded in the server-rendered head tags', () => {
    const { config } = resolveSiteConfig({
      env: { COMMENT_WEBMENTION_ENABLED: 'true', COMMENT_WEBMENTION_HOSTNAME: EVIL },
    })
    const plugins = buildPluginChrome(config, { NODE_ENV: 'production' })
    const html = renderToStaticMarkup(<PluginHead plugins={plugins ?? {}} />)
    expect(html).not.toContain('<script')
    // React escapes the ' that URL encoding keeps.
    expect(html).toContain(`href="https://webmention.io/${ENCODED.replace("'", '&#x27;')}/webmention"`)
  })
})

describe('a hostile value in each family', () => {
  it('analytics: URL-encoded in every tracker URL, data in every queue and start call', async () => {
    const init = vi.fn()
    const record = vi.fn()
    render(
      <AnalyticsPlugin
        config={{
          cnzz: { id: EVIL },
          la51: { id: EVIL, ck: EVIL },
          matomo: { url: 'https://stats.example.com', siteId: EVIL },
          ackee: { trackerUrl: '/ackee.js', serverUrl: 'https://ackee.example.com', domainId: EVIL },
          clarity: { id: EVIL },
        }}
      />,
    )
    await waitFor(() => expect(scripts()).toHaveLength(5))
    expectNoInlineScripts()
    const srcs = scripts().map((s) => s.getAttribute('src'))
    expect(srcs).toContain(`https://s9.cnzz.com/z_stat.php?id=${ENCODED}&web_id=${ENCODED}`)
    expect(srcs).toContain(`https://www.clarity.ms/tag/${ENCODED}`)
    expect(w()._paq).toContainEqual(['setSiteId', EVIL])
    w().LA = { init }
    await finishScript('sdk.51.la')
    expect(init).toHaveBeenCalledWith({ id: EVIL, ck: EVIL, autoTrack: true, hashMode: false })
    w().ackeeTracker = { create: () => ({ record }) }
    await finishScript('/ackee.js')
    await waitFor(() => expect(record).toHaveBeenCalledWith(EVIL))
  })

  it('ads: URL-encoded in the AdSense script, attribute data in every slot', async () => {
    const ads = { adsense: { client: EVIL, test: true, slots: { flow: EVIL }, flowLayoutKey: EVIL }, wwads: { id: EVIL }, blockedNotice: true }
    const { container } = renderWithPlugins(
      <>
        <AdsPlugin config={ads} />
        <AdSlot kind="flow" />
      </>,
      { ads },
    )
    await waitFor(() => expect(scripts()).toHaveLength(2))
    expectNoInlineScripts()
    expect(scripts()[0]?.getAttribute('src')).toBe(`https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${ENCODED}`)
    const ins = container.querySelector('ins.adsbygoogle')
    expect([ins?.getAttribute('data-ad-client'), ins?.getAttribute('data-ad-slot'), ins?.getAttribute('data-ad-layout-key')]).toEqual([EVIL, EVIL, EVIL])
    const wwads = renderWithPlugins(<AdSlot kind="sidebar" />, { ads: { wwads: { id: EVIL }, blockedNotice: false } })
    expect(wwads.container.querySelector('.wwads-cn')?.getAttribute('data-id')).toBe(EVIL)
    expect(document.querySelectorAll('script:not([src])')).toHaveLength(0)
  })

  const chats: ChatConfig[] = [
    { provider: 'dify', token: EVIL, baseUrl: 'https://udify.app' },
    { provider: 'coze', botId: EVIL, title: EVIL, sdkUrl: 'https://sdk.example.com/coze.js' },
    { provider: 'webwhiz', chatbotId: EVIL, baseUrl: 'https://api.webwhiz.ai', scriptUrl: 'https://www.unpkg.com/webwhiz@1.0.0/dist/sdk.js' },
    { provider: 'tidio', publicKey: EVIL },
  ]
  it.each(chats)('chat ($provider): attribute data, URL-encoded, or data for its constructor', async (chat) => {
    const created = vi.fn()
    render(<ChatPlugin config={chat} />)
    await waitFor(() => expect(scripts()).toHaveLength(1))
    expectNoInlineScripts()
    const script = scripts()[0] as HTMLScriptElement
    if (chat.provider === 'dify') {
      expect(script.id).toBe(EVIL)
      expect(w().difyChatbotConfig).toEqual({ token: EVIL, baseUrl: 'https://udify.app' })
    } else if (chat.provider === 'coze') {
      w().CozeWebSDK = { WebChatClient: function WebChatClient(options: unknown) { created(options) } }
      await finishScript('coze.js')
      // The chat window's title (a free-text setting) reaches Coze as data.
      expect(created).toHaveBeenCalledWith({ config: { bot_id: EVIL }, componentProps: { title: EVIL } })
    } else if (chat.provider === 'webwhiz') {
      expect(script.getAttribute('chatbotId')).toBe(EVIL)
    } else {
      expect(script.getAttribute('src')).toBe(`https://code.tidio.co/${ENCODED}.js`)
    }
  })

  it('music: track names are text, addresses are attribute data', () => {
    const track = { name: EVIL, artist: EVIL, url: EVIL, cover: EVIL }
    const { container } = renderWithPlugins(<MusicPlayer config={{ tracks: [track], autoplay: false, order: 'list', visible: true }} />, null)
    expect(container.querySelectorAll('script')).toHaveLength(0)
    expect(container.querySelector('audio')?.getAttribute('src')).toBe(EVIL)
    expect(container.querySelector('img')?.getAttribute('src')).toBe(EVIL)
    expect(container.querySelector('.rhap_header')?.textContent).toBe(`${EVIL}${EVIL}`)
  })

  it('pet: the model address is fetch data and an argument of the renderer', async () => {
    const fetchModel = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'))
    const render2d = vi.fn()
    const pet = { modelUrl: EVIL, scriptUrl: '/live2d.js', width: 280, height: 250 }
    vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener: () => {}, removeEventListener: () => {} }))
    renderWithPlugins(<Live2dPet config={pet} />, { pet })
    await waitFor(() => expect(scripts()).toHaveLength(1))
    expect(fetchModel).toHaveBeenCalledWith(EVIL)
    w().loadlive2d = render2d
    await finishScript('/live2d.js')
    await waitFor(() => expect(render2d).toHaveBeenCalledWith('folio-live2d', EVIL))
    expectNoInlineScripts()
    vi.unstubAllGlobals()
  })

  it('effects: colours are canvas data', () => {
    const fake = installCanvas()
    const { container } = render(
      <>
        <Fireworks colors={[EVIL]} />
        <MouseFollow color={EVIL} />
      </>,
    )
    window.dispatchEvent(new MouseEvent('click', { clientX: 5, clientY: 5 }))
    expect(container.querySelectorAll('script')).toHaveLength(0)
    expect(container.innerHTML).not.toContain('alert')
    expect(fake.calls).not.toContain('eval')
  })

  it('owner scripts and the visitor map: an address that is not http(s) or a site path is never loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubGlobal('matchMedia', () => ({ matches: true }))
    renderWithPlugins(
      <>
        <CustomScripts scripts={[EVIL, 'javascript:alert(1)']} />
        <VisitorMap config={{ scriptUrl: EVIL }} />
      </>,
      null,
    )
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(3))
    expect(scripts()).toHaveLength(0)
    vi.unstubAllGlobals()
  })
})

describe('settings that reach the page', () => {
  // Every family on, so any setting that can reach the page's plugin data does.
  const ON: Record<string, string> = {
    ANALYTICS_GOOGLE_ID: 'G-1', ANALYTICS_BAIDU_ID: 'b', ANALYTICS_CNZZ_ID: 'c', ANALYTICS_51LA_ID: 'l',
    ANALYTICS_MATOMO_URL: 'https://m.example.com', ANALYTICS_MATOMO_SITE_ID: '1',
    ANALYTICS_ACKEE_TRACKER_URL: '/a.js', ANALYTICS_ACKEE_SERVER_URL: 'https://a.example.com', ANALYTICS_ACKEE_DOMAIN_ID: 'd',
    ANALYTICS_CLARITY_ID: 'x', ANALYTICS_UMAMI_ID: 'u', ANALYTICS_VERCEL: 'true', ANALYTICS_BUSUANZI_ENABLED: 'true',
    ADSENSE_CLIENT_ID: 'ca-pub-1', ADSENSE_SLOT_ARTICLE: '1', ADSENSE_SLOT_LIST: '2', ADSENSE_SLOT_SIDEBAR: '3',
    ADSENSE_SLOT_FLOW: '4', ADSENSE_FLOW_LAYOUT_KEY: '-fb+5w', ADSENSE_SLOT_NATIVE: '5', WWADS_ID: 'w',
    MUSIC_PLAYER_ENABLED: 'true', MUSIC_PLAYER_TRACKS: '[{"name":"n","url":"/a.mp3"}]',
    LIVE2D_ENABLED: 'true', LIVE2D_MODEL_URL: 'https://m.example.com/m.json',
    FIREWORKS_ENABLED: 'true', MOUSE_FOLLOW_ENABLED: 'true', SAKURA_ENABLED: 'true',
    IMG_SHADOW_ENABLED: 'true', ICONFONT_ENABLED: 'true', SPOILER_TEXT_TAG: '[sp]', CUSTOM_CSS_ENABLED: 'true',
    CUSTOM_JS_ENABLED: 'true', CUSTOM_EXTERNAL_CSS: '/x.css', CUSTOM_EXTERNAL_JS: '/x.js',
    VISITOR_MAP_SCRIPT_URL: '/map.js', COMMENT_WEBMENTION_ENABLED: 'true', COMMENT_WEBMENTION_HOSTNAME: 'a.com',
  }
  const CHATS: Record<string, string>[] = [{ CHATBASE_ID: 'c' }, { DIFY_CHATBOT_TOKEN: 'd' }, { COZE_BOT_ID: 'z' }, { WEBWHIZ_CHATBOT_ID: 'w' }, { TIDIO_PUBLIC_KEY: 't' }]
  const PROD = { NODE_ENV: 'production' }

  /** Plugin data of a site built with `env`, or null when the settings are refused for `key`. */
  function pluginData(env: Record<string, string>, key: string): string | null {
    try {
      const { config, problems } = resolveSiteConfig({ env })
      if (problems.some((p) => p.key === key)) return null
      return JSON.stringify(buildPluginChrome(config, PROD))
    } catch {
      return null
    }
  }

  it('refuse markup, except free text whose escaping is tested above', () => {
    const keys = Object.values(settingGroups).flatMap((group) => Object.keys(group.shape))
    const reaching = keys.filter((key) =>
      CHATS.some((chat) => pluginData({ ...ON, ...chat, [key]: EVIL }, key)?.includes('alert(1)')),
    )
    // The webmention host is URL-encoded into the head links (tested above); the Coze title is
    // data for Coze's constructor (chat, coze).
    expect(reaching).toEqual(['COMMENT_WEBMENTION_HOSTNAME', 'COZE_TITLE'])
  })

  it('take music track names as text but refuse track and cover addresses that are not URLs', () => {
    const tracks = (track: Record<string, string>) => ({ ...ON, MUSIC_PLAYER_TRACKS: JSON.stringify([track]) })
    expect(pluginData(tracks({ name: EVIL, artist: EVIL, url: '/a.mp3' }), 'MUSIC_PLAYER_TRACKS')).toContain('alert(1)')
    const bads: Record<string, string>[] = [{ url: EVIL }, { url: '/a.mp3', cover: EVIL }, { url: 'javascript:alert(1)' }, { url: '' }, { url: '/a.mp3', cover: 'data:image/png;base64,AA' }]
    for (const bad of bads) {
      expect(pluginData(tracks({ name: 'n', ...bad }), 'MUSIC_PLAYER_TRACKS'), JSON.stringify(bad)).toBeNull()
    }
    expect(pluginData(tracks({ name: 'n', url: 'https://cdn.example.com/a.mp3', cover: '/c.jpg' }), 'MUSIC_PLAYER_TRACKS')).toContain('cdn.example.com')
  })
})
