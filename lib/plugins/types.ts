// What the browser learns about plugins: only the families the owner configured, only public
// values. A family that is absent is off, and nothing of it is rendered or requested.

export interface AnalyticsPlugins {
  google?: { id: string }
  baidu?: { id: string }
  cnzz?: { id: string }
  la51?: { id: string; ck: string }
  matomo?: { url: string; siteId: string }
  ackee?: { trackerUrl: string; serverUrl: string; domainId: string }
  clarity?: { id: string }
  umami?: { id: string; scriptUrl: string }
  vercel?: true
}

export type AdSlotKind = 'article' | 'list' | 'sidebar' | 'flow' | 'native'

export interface AdsPlugins {
  adsense?: {
    client: string
    test: boolean
    slots: Partial<Record<AdSlotKind, string>>
    flowLayoutKey: string
  }
  wwads?: { id: string }
  blockedNotice: boolean
}

export type ChatPlugin =
  | { provider: 'chatbase'; id: string }
  | { provider: 'dify'; token: string; baseUrl: string }
  | { provider: 'coze'; botId: string; title: string; sdkUrl: string }
  | { provider: 'webwhiz'; chatbotId: string; baseUrl: string; scriptUrl: string }
  | { provider: 'tidio'; publicKey: string }

export interface MusicTrack {
  name: string
  artist: string
  url: string
  cover: string
}

export interface MusicPlugin {
  tracks: MusicTrack[]
  autoplay: boolean
  order: 'list' | 'random'
  visible: boolean
}

export interface PetPlugin {
  modelUrl: string
  scriptUrl: string
  width: number
  height: number
}

export interface EffectPlugins {
  fireworks?: { colors: string[] }
  sakura?: true
  nest?: true
  ribbon?: true
  starrySky?: true
  mouseFollow?: { color: string }
}

export interface PluginChrome {
  analytics?: AnalyticsPlugins
  /** Busuanzi-style counter endpoint; read through useVisitorCounts(). */
  counter?: { url: string }
  /**
   * Folio's own counter (ANALYTICS_FOLIO_ENABLED, a server to count): the browser posts views
   * to /api/readership/view and reads /api/readership/figures and /popular. Its figures win
   * over the busuanzi counter's when both are on.
   */
  readership?: { enabled: true }
  ads?: AdsPlugins
  chat?: ChatPlugin
  music?: MusicPlugin
  pet?: PetPlugin
  effects?: EffectPlugins
  /** Built-in image shadow style. */
  imgShadow?: true
  /** Owner's icon-font script (/webfonts/iconfont.js). */
  iconFont?: true
  visitorMap?: { scriptUrl: string }
  /** The webmention endpoint advertised with <link rel="webmention">. */
  webmention?: { endpoint: string; pingback: string }
  /** Owner stylesheets (in the document head) and scripts (after the page is interactive). */
  custom?: { css: string[]; js: string[] }
}
