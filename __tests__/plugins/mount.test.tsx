import { waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { fixtureContext } from '@/__tests__/fixtures/site-context'
import { PluginMount } from '@/components/plugins/PluginMount'
import { SiteProvider } from '@/components/site/SiteContext'
import type { PluginChrome } from '@/lib/plugins/types'
import { renderWithPlugins, resetPluginWorld, scriptSrcs, settle } from './helpers'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

beforeEach(resetPluginWorld)

const configured: PluginChrome = {
  analytics: { google: { id: 'G-TEST1' } },
  effects: { ribbon: true },
}

describe('PluginMount', () => {
  it.each([null, undefined])('renders and requests nothing when plugins are %s', async (plugins) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const { container } = renderWithPlugins(<PluginMount />, plugins ?? null)
    await settle()
    expect(container.innerHTML).toBe('')
    expect(scriptSrcs()).toEqual([])
    expect(fetchSpy).not.toHaveBeenCalled()
    fetchSpy.mockRestore()
  })

  it('puts nothing of the configured plugins in the server HTML', () => {
    const html = renderToString(
      <SiteProvider value={fixtureContext({ plugins: configured })}>
        <PluginMount />
      </SiteProvider>,
    )
    expect(html).toBe('')
  })

  it('mounts the configured families after the page has mounted', async () => {
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { container } = renderWithPlugins(<PluginMount />, configured)
    expect(container.querySelector('canvas')).toBeNull()
    expect(scriptSrcs()).toEqual([])
    await waitFor(() => expect(container.querySelector('canvas[data-effect="ribbon"]')).not.toBeNull())
    await waitFor(() => expect(scriptSrcs()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1']))
    getContext.mockRestore()
    warn.mockRestore()
  })

  it('keeps the page working when a plugin throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    // A track list that is not a list makes the music player throw while rendering.
    const broken = { music: { tracks: null, autoplay: false, order: 'list', visible: true } } as unknown as PluginChrome
    const { container } = renderWithPlugins(
      <>
        <p>page</p>
        <PluginMount />
      </>,
      broken,
    )
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('music stopped working'), expect.anything()),
    )
    expect(container.textContent).toBe('page')
    warn.mockRestore()
    error.mockRestore()
  })
})
