import { render, waitFor } from '@testing-library/react'
import { fixtureContext } from '@/__tests__/fixtures/site-context'
import { PluginMount } from '@/components/plugins/PluginMount'
import { SiteProvider } from '@/components/site/SiteContext'
import type { PluginChrome } from '@/lib/plugins/types'
import { resetPluginWorld, scriptSrcs, settle } from '@/__tests__/plugins/helpers'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

beforeEach(resetPluginWorld)

const configured: PluginChrome = { analytics: { google: { id: 'G-TEST1' } } }
const mount = (lite: boolean) =>
  render(
    <SiteProvider value={fixtureContext({ plugins: configured }, { lite })}>
      <PluginMount />
    </SiteProvider>,
  )

describe('plugins in lite mode', () => {
  it('a normal page loads the configured plugin', async () => {
    mount(false)
    await waitFor(() => expect(scriptSrcs()).toContain('https://www.googletagmanager.com/gtag/js?id=G-TEST1'))
  })

  it('a lite page (the content alone) loads none', async () => {
    mount(true)
    await settle(200)
    expect(scriptSrcs()).toEqual([])
  })
})
