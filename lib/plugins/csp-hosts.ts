// What each plugin family needs from the Content-Security-Policy, declared next to the plugin
// settings: the hosts its scripts come from and the hosts those scripts then talk to. The
// record is typed by PluginChrome, so a new family does not compile until it says what it needs.
// Services that pick their servers themselves are listed by the hosts their public docs name.
import { mergeSources, originOf, sourcesFor, type CspSources } from '@/lib/security/csp-sources'
import type { AnalyticsPlugins, ChatPlugin, PluginChrome } from './types'

type Declarations = { [K in keyof PluginChrome]-?: (value: NonNullable<PluginChrome[K]>) => CspSources }

const UMAMI_CLOUD = 'https://cloud.umami.is'

const ANALYTICS: { [K in keyof AnalyticsPlugins]-?: (value: NonNullable<AnalyticsPlugins[K]>) => CspSources } = {
  google: () => ({
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  }),
  baidu: () => ({ script: ['https://hm.baidu.com'], connect: ['https://hm.baidu.com'] }),
  cnzz: () => ({ script: ['https://*.cnzz.com'], connect: ['https://*.cnzz.com'] }),
  la51: () => ({ script: ['https://sdk.51.la'], connect: ['https://*.51.la'] }),
  matomo: ({ url }) => sourcesFor([url], ['script', 'connect']),
  ackee: ({ trackerUrl, serverUrl }) =>
    mergeSources(sourcesFor([trackerUrl], ['script']), sourcesFor([serverUrl], ['connect'])),
  clarity: () => ({ script: ['https://*.clarity.ms'], connect: ['https://*.clarity.ms'] }),
  umami: ({ scriptUrl }) =>
    mergeSources(
      sourcesFor([scriptUrl], ['script', 'connect']),
      // The cloud script sends its events to Umami's gateway.
      originOf(scriptUrl) === UMAMI_CLOUD ? { connect: ['https://api-gateway.umami.dev'] } : {},
    ),
  vercel: () => ({}),
}

function analytics(a: AnalyticsPlugins): CspSources {
  const declared = Object.entries(a).map(([name, value]) => {
    const declare = ANALYTICS[name as keyof AnalyticsPlugins] as ((v: unknown) => CspSources) | undefined
    return value && declare ? declare(value) : {}
  })
  return mergeSources(...declared)
}

function chat(c: ChatPlugin): CspSources {
  switch (c.provider) {
    case 'chatbase':
      return { script: ['https://www.chatbase.co'], frame: ['https://www.chatbase.co'], connect: ['https://www.chatbase.co'] }
    case 'dify':
      return sourcesFor([c.baseUrl], ['script', 'frame', 'connect'])
    case 'coze':
      return mergeSources(sourcesFor([c.sdkUrl], ['script', 'style']), {
        connect: ['https://*.coze.cn', 'https://*.coze.com'],
        frame: ['https://*.coze.cn', 'https://*.coze.com'],
      })
    case 'webwhiz':
      return mergeSources(sourcesFor([c.scriptUrl], ['script']), sourcesFor([c.baseUrl], ['connect', 'frame']))
    case 'tidio':
      return {
        script: ['https://code.tidio.co', 'https://*.tidio.co'],
        connect: ['https://*.tidio.co', 'wss://*.tidio.co'],
        frame: ['https://*.tidio.co'],
      }
  }
}

const ADSENSE: CspSources = {
  script: ['https://pagead2.googlesyndication.com', 'https://*.googlesyndication.com', 'https://*.adtrafficquality.google', 'https://*.googletagservices.com'],
  connect: ['https://pagead2.googlesyndication.com', 'https://*.adtrafficquality.google', 'https://*.google.com'],
  frame: ['https://*.googlesyndication.com', 'https://*.doubleclick.net', 'https://www.google.com', 'https://*.adtrafficquality.google'],
}

const DECLARATIONS: Declarations = {
  analytics,
  // The counter answers as a script (JSONP): lib/plugins/visitor-counts.ts.
  counter: ({ url }) => sourcesFor([url], ['script']),
  // Folio's own counter answers from the site itself ('self').
  readership: () => ({}),
  ads: (ads) =>
    mergeSources(
      ads.adsense ? ADSENSE : {},
      ads.wwads ? { script: ['https://cdn.wwads.cn'], connect: ['https://*.wwads.cn'] } : {},
    ),
  chat,
  music: ({ tracks }) =>
    mergeSources(sourcesFor(tracks.map((t) => t.url), ['media']), sourcesFor(tracks.map((t) => t.cover), ['img'])),
  // The model file is fetched; its textures load from beside it.
  pet: ({ scriptUrl, modelUrl }) => mergeSources(sourcesFor([scriptUrl], ['script']), sourcesFor([modelUrl], ['connect', 'img'])),
  effects: () => ({}),
  imgShadow: () => ({}),
  iconFont: () => ({}),
  visitorMap: ({ scriptUrl }) => sourcesFor([scriptUrl], ['script', 'img']),
  // Only advertised with <link rel="webmention">: the browser sends nothing there.
  webmention: () => ({}),
  custom: ({ css, js }) => mergeSources(sourcesFor(css, ['style', 'font']), sourcesFor(js, ['script'])),
}

/** The sources the configured plugins need (nothing for null: no plugin is on). */
export function pluginCspSources(plugins: PluginChrome | null | undefined): CspSources {
  if (!plugins) return {}
  const declared = Object.entries(plugins).map(([family, value]) => {
    const declare = DECLARATIONS[family as keyof PluginChrome] as ((v: unknown) => CspSources) | undefined
    return value && declare ? declare(value) : {}
  })
  return mergeSources(...declared)
}
