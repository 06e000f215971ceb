import { cleanup, render, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { resetRouter } from '@/__tests__/fixtures/router'
import { AssetsPlugin } from '@/components/plugins/assets/AssetsPlugin'
import { CustomScripts } from '@/components/plugins/CustomScripts'
import { PluginHead } from '@/components/plugins/PluginHead'
import { VisitorMap } from '@/components/plugins/VisitorMap'
import { resetPluginWorld, scriptSrcs } from './helpers'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)
// Head tags rendered in place, so the server markup can be read.
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }))

beforeEach(() => {
  resetPluginWorld()
  resetRouter('/article/a')
})
afterEach(() => {
  vi.unstubAllGlobals()
  cleanup()
})

const wide = (matches: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(min-width: 768px)' && matches }))

describe('PluginHead (server HTML)', () => {
  it('renders the webmention links, the image shadow style and owner stylesheets', () => {
    const html = renderToStaticMarkup(
      <PluginHead
        plugins={{
          webmention: { endpoint: 'https://webmention.io/a.com/webmention', pingback: 'https://webmention.io/a.com/xmlrpc' },
          imgShadow: true,
          custom: { css: ['/css/custom.css', 'https://cdn.example.com/x.css'], js: ['/js/custom.js'] },
        }}
      />,
    )
    expect(html).toContain('<link rel="webmention" href="https://webmention.io/a.com/webmention"/>')
    expect(html).toContain('<link rel="pingback" href="https://webmention.io/a.com/xmlrpc"/>')
    expect(html).toContain('<link rel="stylesheet" href="/css/custom.css"')
    expect(html).toContain('<link rel="stylesheet" href="https://cdn.example.com/x.css"')
    expect(html).toMatch(/<style data-folio-plugin="img-shadow">[^<]*box-shadow/)
    // Scripts are never in the HTML: they load after the page is interactive.
    expect(html).not.toContain('<script')
  })

  it('renders nothing without those plugins', () => {
    expect(renderToStaticMarkup(<PluginHead plugins={{ custom: { css: [], js: ['/js/custom.js'] } }} />)).toBe('')
  })
})

describe('icon font, visitor map, custom scripts', () => {
  it("loads the owner's icon-font script after the page is interactive", async () => {
    render(<AssetsPlugin iconFont />)
    expect(scriptSrcs()).toEqual([])
    await waitFor(() => expect(scriptSrcs()).toEqual(['/webfonts/iconfont.js']))
  })

  it('loads the visitor map inside its box on screens 768 px or wider', async () => {
    wide(true)
    const { container } = render(<VisitorMap config={{ scriptUrl: 'https://maps.example.com/w.js?i=1' }} />)
    await waitFor(() => expect(container.querySelector('aside script')?.getAttribute('src')).toBe('https://maps.example.com/w.js?i=1'))
  })

  it('requests nothing for the visitor map on narrow screens', async () => {
    wide(false)
    render(<VisitorMap config={{ scriptUrl: 'https://maps.example.com/w.js' }} />)
    await new Promise((r) => setTimeout(r, 30))
    expect(scriptSrcs()).toEqual([])
  })

  it("loads the owner's scripts in order after the page is interactive", async () => {
    render(<CustomScripts scripts={['/js/custom.js', 'https://cdn.example.com/b.js']} />)
    expect(scriptSrcs()).toEqual([])
    await waitFor(() => expect(scriptSrcs()).toEqual(['/js/custom.js', 'https://cdn.example.com/b.js']))
    for (const s of document.querySelectorAll('script')) expect(s.async).toBe(false)
  })
})
