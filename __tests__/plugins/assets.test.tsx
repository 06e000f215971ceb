import { act, render, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { resetRouter, routerStub } from '@/__tests__/fixtures/router'
import { AssetsPlugin } from '@/components/plugins/assets/AssetsPlugin'
import { applySpoilers, SPOILER_CLASS } from '@/components/plugins/assets/spoiler'
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
  document.body.innerHTML = ''
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

describe('spoiler text', () => {
  it('hides the words between a pair of tags, as text', () => {
    document.body.innerHTML = '<article><p>The end: [sp]&lt;b&gt;not html&lt;/b&gt;[sp] and [sp]unpaired</p><code>[sp]x[sp]</code></article>'
    const root = document.querySelector('article') as Element
    expect(applySpoilers(root, '[sp]')).toBe(1)
    const spoiler = root.querySelector('.folio-spoiler') as HTMLElement
    expect(spoiler.className).toBe(SPOILER_CLASS)
    expect(spoiler.textContent).toBe('<b>not html</b>')
    expect(spoiler.querySelector('b')).toBeNull()
    expect(spoiler.tabIndex).toBe(0)
    expect(root.querySelector('p')?.textContent).toBe('The end: <b>not html</b> and [sp]unpaired')
    // Code is left alone, and a second pass changes nothing.
    expect(root.querySelector('code')?.textContent).toBe('[sp]x[sp]')
    expect(applySpoilers(root, '[sp]')).toBe(0)
  })

  it('is applied to the article after the page is interactive and after route changes', async () => {
    document.body.innerHTML = '<div class="notion-page"><p>a [sp]b[sp]</p></div>'
    render(<AssetsPlugin iconFont={false} spoiler={{ tag: '[sp]' }} />)
    expect(document.querySelector('.folio-spoiler')).toBeNull()
    await waitFor(() => expect(document.querySelector('.folio-spoiler')?.textContent).toBe('b'))
    const next = document.createElement('article')
    next.innerHTML = '<p>[sp]c[sp]</p>'
    document.body.appendChild(next)
    act(() => routerStub.events.emit('routeChangeComplete', '/article/b'))
    await waitFor(() => expect(document.querySelectorAll('.folio-spoiler')).toHaveLength(2))
    expect(scriptSrcs()).toEqual([])
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
