// A site built with SUB_PATH=/blog: every plugin file given as a site path is requested under
// the base path (Next adds it to next/link only), once, and outside URLs are left alone.
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { resetRouter } from '@/__tests__/fixtures/router'
import { AnalyticsPlugin } from '@/components/plugins/analytics/AnalyticsPlugin'
import { AssetsPlugin } from '@/components/plugins/assets/AssetsPlugin'
import { CustomScripts } from '@/components/plugins/CustomScripts'
import { MusicPlayer } from '@/components/plugins/music/MusicPlayer'
import { Live2dPet } from '@/components/plugins/pet/Live2dPet'
import { PluginHead } from '@/components/plugins/PluginHead'
import { VisitorMap } from '@/components/plugins/VisitorMap'
import { loadScript, loadStylesheet } from '@/lib/plugins/load-asset'
import type { PluginChrome } from '@/lib/plugins/types'
import { imagesUnderBasePath } from '@/lib/routes/base-path'
import { finishScript, renderWithPlugins, resetPluginWorld, scriptBySrc, scriptSrcs } from './helpers'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }))
// What next.config.ts inlines for SUB_PATH=/blog.
vi.mock('@/lib/routes/base-path', async (original) => {
  const real = await original<typeof import('@/lib/routes/base-path')>()
  return {
    ...real,
    BASE_PATH: '/blog',
    withBasePath: (path: string, basePath = '/blog') => real.withBasePath(path, basePath),
    imagesUnderBasePath: <T,>(value: T, basePath = '/blog') => real.imagesUnderBasePath(value, basePath),
  }
})

const wideScreen = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 768px)',
    addEventListener: () => {},
    removeEventListener: () => {},
  }))

beforeEach(() => {
  resetPluginWorld()
  resetRouter('/article/a')
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  cleanup()
})

describe('plugin files under SUB_PATH=/blog', () => {
  it('the loader puts site paths under the base path and leaves outside URLs alone', () => {
    void loadScript('/js/a.js')
    void loadScript('https://cdn.example.com/b.js')
    void loadScript('//cdn.example.com/c.js')
    void loadStylesheet('/css/x.css')
    void loadStylesheet('https://cdn.example.com/y.css')
    expect(scriptSrcs()).toEqual(['/blog/js/a.js', 'https://cdn.example.com/b.js', '//cdn.example.com/c.js'])
    const hrefs = [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'))
    expect(hrefs).toEqual(['/blog/css/x.css', 'https://cdn.example.com/y.css'])
  })

  it("owner stylesheets in the server HTML", () => {
    const html = renderToStaticMarkup(
      <PluginHead plugins={{ custom: { css: ['/css/custom.css', 'https://cdn.example.com/x.css', '//cdn.example.com/z.css'], js: [] } }} />,
    )
    expect(html).toContain('<link rel="stylesheet" href="/blog/css/custom.css"')
    expect(html).toContain('<link rel="stylesheet" href="https://cdn.example.com/x.css"')
    expect(html).toContain('<link rel="stylesheet" href="//cdn.example.com/z.css"')
  })

  it("the icon font, the owner's scripts and the visitor map", async () => {
    wideScreen()
    render(
      <>
        <AssetsPlugin iconFont />
        <CustomScripts scripts={['/js/custom.js', 'https://cdn.example.com/b.js']} />
        <VisitorMap config={{ scriptUrl: '/map.js' }} />
      </>,
    )
    await waitFor(() => expect(scriptSrcs()).toHaveLength(4))
    expect(scriptSrcs().sort()).toEqual(['/blog/js/custom.js', '/blog/map.js', '/blog/webfonts/iconfont.js', 'https://cdn.example.com/b.js'])
  })

  it('self-hosted analytics scripts, and Vercel Analytics with its events endpoint', async () => {
    render(
      <AnalyticsPlugin
        config={{
          umami: { id: 'u', scriptUrl: '/umami.js' },
          ackee: { trackerUrl: '/ackee.js', serverUrl: 'https://ackee.example.com', domainId: 'd' },
          vercel: true,
        }}
      />,
    )
    await waitFor(() => expect(scriptSrcs()).toHaveLength(3))
    expect(scriptSrcs().sort()).toEqual(['/blog/_vercel/insights/script.js', '/blog/ackee.js', '/blog/umami.js'])
    expect(scriptBySrc('insights')?.getAttribute('data-endpoint')).toBe('/blog/_vercel/insights')
  })

  it('music: the audio of a track, and its cover exactly once (page props prefix covers)', () => {
    vi.spyOn(globalThis, 'fetch')
    const plugins: PluginChrome = {
      music: {
        tracks: [{ name: 'One', artist: '', url: '/m/1.mp3', cover: '/m/1.jpg' }],
        autoplay: false,
        order: 'list',
        visible: true,
      },
    }
    // As getStaticProps sends them: imagesUnderBasePath over the chrome.
    const sent = imagesUnderBasePath({ plugins }).plugins
    renderWithPlugins(<MusicPlayer config={sent.music!} />, sent)
    expect(document.querySelector('audio')?.getAttribute('src')).toBe('/blog/m/1.mp3')
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/blog/m/1.jpg')
  })

  it('music: outside audio URLs are left alone', () => {
    vi.spyOn(globalThis, 'fetch')
    const music = { tracks: [{ name: 'One', artist: '', url: 'https://cdn.example.com/1.mp3', cover: '' }], autoplay: false, order: 'list' as const, visible: true }
    renderWithPlugins(<MusicPlayer config={music} />, { music })
    expect(document.querySelector('audio')?.getAttribute('src')).toBe('https://cdn.example.com/1.mp3')
  })

  it('live2d: a model and renderer deployed under public/', async () => {
    wideScreen()
    const fetchModel = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"model":"x.moc"}', { status: 200 }))
    const pet = { modelUrl: '/live2d/model.json', scriptUrl: '/live2d/live2d.min.js', width: 280, height: 250 }
    renderWithPlugins(<Live2dPet config={pet} />, { pet })
    await waitFor(() => expect(scriptSrcs()).toEqual(['/blog/live2d/live2d.min.js']))
    expect(fetchModel).toHaveBeenCalledWith('/blog/live2d/model.json')
    const loadlive2d = vi.fn()
    ;(window as unknown as { loadlive2d: typeof loadlive2d }).loadlive2d = loadlive2d
    await finishScript('live2d.min.js')
    const canvas = screen.getByRole('button', { name: 'Switch theme' })
    await waitFor(() => expect(loadlive2d).toHaveBeenCalledWith(canvas.id, '/blog/live2d/model.json'))
  })
})
