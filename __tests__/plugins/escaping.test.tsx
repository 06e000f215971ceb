// A settings value built to break out of a script or an attribute must end up inert wherever
// plugins put settings: script URLs, attributes, queued data, rendered text and head tags.
// (jsdom runs no scripts, so "inert" is checked structurally: no inline script anywhere, no
// element made from the value, the value only as encoded URL text or exact attribute data.)
import { render, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { resetRouter } from '@/__tests__/fixtures/router'
import { AdSlot } from '@/components/plugins/AdSlot'
import { AiSummaryCard } from '@/components/plugins/AiSummaryCard'
import { AnalyticsPlugin } from '@/components/plugins/analytics/AnalyticsPlugin'
import { ChatPlugin } from '@/components/plugins/chat/ChatPlugin'
import { MusicPlayer } from '@/components/plugins/music/MusicPlayer'
import { PluginHead } from '@/components/plugins/PluginHead'
import { resolveSiteConfig } from '@/lib/config/site-config'
import { buildPluginChrome } from '@/lib/plugins/build'
import { renderWithPlugins, resetPluginWorld, scripts } from './helpers'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }))

const EVIL = `</script><script>alert(1)</script>"'`
const ENCODED = encodeURIComponent(EVIL)

beforeEach(() => {
  resetPluginWorld()
  resetRouter('/')
})

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
