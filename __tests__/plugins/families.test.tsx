// One family at a time: with every OTHER family configured, the one left out renders nothing
// and requests nothing (no script, fetch, element, head tag or global). Each family is also
// checked switched on, so every "nothing" below is looked for where it would show.
import { render, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { resetRouter } from '@/__tests__/fixtures/router'
import { AdSlot } from '@/components/plugins/AdSlot'
import { AiSummaryCard } from '@/components/plugins/AiSummaryCard'
import { PluginMount } from '@/components/plugins/PluginMount'
import { SiteProvider } from '@/components/site/SiteContext'
import { fixtureContext } from '@/__tests__/fixtures/site-context'
import { resolveSiteConfig } from '@/lib/config/site-config'
import { I18nProvider } from '@/lib/i18n/react'
import { createAiSummarizer } from '@/lib/plugins/ai-summary'
import { buildPluginChrome } from '@/lib/plugins/build'
import { installCanvas, installFrames } from './canvas-fakes'
import { resetPluginWorld, scriptSrcs, settle } from './helpers'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)
vi.mock('next/head', () => ({
  default: ({ children }: { children: ReactNode }) => <>{children}</>,
}))

const MODEL = 'https://models.example.com/pet.json'
const SUMMARY_API = 'https://ai.example.com/summary'

interface Page {
  root: HTMLElement
  fetched: string[]
  scripts: string[]
  globals: string[]
}

interface Family {
  name: string
  env: Record<string, string>
  /** Every trace of the family on the page: empty means "not there". */
  traces: (page: Page) => string[]
}

const elements = (page: Page, selector: string) =>
  [...page.root.querySelectorAll(selector)].map((el) => el.outerHTML.slice(0, 80))
const matching = (list: string[], pattern: RegExp) => list.filter((item) => pattern.test(item))

const FAMILIES: Family[] = [
  {
    name: 'analytics',
    env: {
      ANALYTICS_GOOGLE_ID: 'G-FAMILY1',
      ANALYTICS_UMAMI_ID: 'umami-1',
      ANALYTICS_UMAMI_SCRIPT_URL: '/stats/umami.js',
      ANALYTICS_BUSUANZI_ENABLED: 'true',
      ANALYTICS_BUSUANZI_URL: 'https://counter.example.com/busuanzi',
    },
    traces: (p) => [
      ...matching(p.scripts, /googletagmanager|umami|counter\.example/),
      ...matching(p.globals, /^(dataLayer|gtag)$/),
    ],
  },
  {
    name: 'ads',
    env: { ADSENSE_CLIENT_ID: 'ca-pub-123', ADSENSE_SLOT_ARTICLE: '111' },
    traces: (p) => [
      ...matching(p.scripts, /googlesyndication|wwads/),
      ...elements(p, 'ins.adsbygoogle, .wwads-cn, [data-ad-kind]'),
      ...matching(p.globals, /^adsbygoogle$/),
    ],
  },
  {
    name: 'chat',
    env: { CHATBASE_ID: 'bot-1' },
    traces: (p) => [
      ...matching(p.scripts, /chatbase/),
      ...matching(p.globals, /^embeddedChatbotConfig$/),
    ],
  },
  {
    name: 'music',
    env: {
      MUSIC_PLAYER_ENABLED: 'true',
      MUSIC_PLAYER_AUTOPLAY: 'false',
      MUSIC_PLAYER_TRACKS: JSON.stringify([{ name: 'Song', url: '/m/1.mp3', cover: '/m/1.jpg' }]),
    },
    traces: (p) => elements(p, 'audio, .rhap_container, img[src="/m/1.jpg"]'),
  },
  {
    name: 'pet',
    env: {
      LIVE2D_ENABLED: 'true',
      LIVE2D_MODEL_URL: MODEL,
      LIVE2D_SCRIPT_URL: '/live2d/live2d.min.js',
    },
    traces: (p) => [
      ...elements(p, '#folio-live2d'),
      ...matching(p.fetched, /models\.example/),
      ...matching(p.scripts, /live2d/),
    ],
  },
  {
    name: 'effects',
    env: {
      FIREWORKS_ENABLED: 'true',
      SAKURA_ENABLED: 'true',
      NEST_ENABLED: 'true',
      RIBBON_ENABLED: 'true',
      STARRY_SKY_ENABLED: 'true',
      MOUSE_FOLLOW_ENABLED: 'true',
    },
    traces: (p) => elements(p, 'canvas[data-effect]'),
  },
  {
    name: 'assets',
    env: {
      IMG_SHADOW_ENABLED: 'true',
      ICONFONT_ENABLED: 'true',
      SPOILER_TEXT_TAG: '[sp]',
      CUSTOM_CSS_ENABLED: 'true',
      CUSTOM_JS_ENABLED: 'true',
      CUSTOM_EXTERNAL_CSS: 'https://cdn.example.com/extra.css',
      CUSTOM_EXTERNAL_JS: 'https://cdn.example.com/extra.js',
    },
    traces: (p) => [
      ...elements(p, 'style[data-folio-plugin], link[data-folio-plugin]'),
      ...matching(p.scripts, /iconfont|custom\.js|extra\.js/),
    ],
  },
  {
    name: 'AI summary',
    env: { AI_SUMMARY_API: SUMMARY_API, AI_SUMMARY_KEY: 'k' },
    traces: (p) => [
      ...matching(p.fetched, /ai\.example/),
      ...elements(p, 'aside[aria-label="AI summary"]'),
    ],
  },
  {
    name: 'visitor map',
    env: { VISITOR_MAP_SCRIPT_URL: 'https://maps.example.com/widget.js' },
    traces: (p) => [
      ...matching(p.scripts, /maps\.example/),
      ...elements(p, 'aside[aria-label="Visitor map"]'),
    ],
  },
  {
    name: 'webmention link',
    env: { COMMENT_WEBMENTION_ENABLED: 'true', COMMENT_WEBMENTION_HOSTNAME: 'blog.example.com' },
    traces: (p) => elements(p, 'link[rel="webmention"], link[rel="pingback"]'),
  },
]

const GLOBALS = ['dataLayer', 'gtag', 'adsbygoogle', 'embeddedChatbotConfig']

beforeEach(() => {
  resetPluginWorld()
  resetRouter('/article/a')
  installCanvas()
  installFrames()
  // A wide screen that does not ask for reduced motion (visitor map and effects both show).
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 768px)',
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  const w = window as unknown as Record<string, unknown>
  for (const name of GLOBALS) delete w[name]
})

/** Renders a site built from `env` the way pages do, and waits until `waitingFor` all show. */
async function renderSite(env: Record<string, string>, waitingFor: Family[]): Promise<Page> {
  const { config, problems } = resolveSiteConfig({ env })
  expect(problems).toEqual([])
  const fetched: string[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input)
    fetched.push(url)
    return new Response(JSON.stringify({ summary: 'A summary.' }), {
      headers: { 'content-type': 'application/json' },
    })
  })
  const summarize = createAiSummarizer({ fetch: (...args) => fetch(...args), now: Date.now })
  const post = { id: 'p1', title: 'T', lastEditedDate: '2024-01-01', toc: [], locked: false }
  const summary = await summarize(post, 'Body text', config)
  const value = fixtureContext({ plugins: buildPluginChrome(config, { NODE_ENV: 'production' }) })
  const { container } = render(
    <SiteProvider value={value}>
      <I18nProvider locale="en-US">
        <article>
          <AiSummaryCard summary={summary} />
          <p>An [sp]ending[sp] nobody should read.</p>
          <AdSlot kind="article" />
        </article>
        <PluginMount />
      </I18nProvider>
    </SiteProvider>,
  )
  const page = (): Page => ({
    root: document.documentElement,
    fetched,
    scripts: scriptSrcs(),
    globals: GLOBALS.filter((name) => name in window),
  })
  await waitFor(
    () =>
      expect(waitingFor.filter((f) => f.traces(page()).length === 0).map((f) => f.name)).toEqual(
        [],
      ),
    {
      timeout: 10_000,
    },
  )
  // Time for anything left to show up where it should not.
  await settle(100)
  expect(container).toBeInTheDocument()
  return page()
}

const allExcept = (left: Family) =>
  Object.assign({}, ...FAMILIES.filter((f) => f !== left).map((f) => f.env)) as Record<
    string,
    string
  >

describe.each(FAMILIES)('plugin family: $name', (family) => {
  const others = FAMILIES.filter((f) => f !== family)

  it('not configured: nothing of it is rendered or requested while every other family is on', async () => {
    const page = await renderSite(allExcept(family), others)
    expect(family.traces(page)).toEqual([])
  })

  it('configured: it shows (the check above looks in the right place)', async () => {
    const page = await renderSite(family.env, [family])
    expect(family.traces(page).length).toBeGreaterThan(0)
  })
})

describe('no family configured', () => {
  it('renders and requests nothing at all', async () => {
    const page = await renderSite({}, [])
    expect(FAMILIES.flatMap((f) => f.traces(page))).toEqual([])
    expect(page.fetched).toEqual([])
    expect(page.scripts).toEqual([])
  })
})
