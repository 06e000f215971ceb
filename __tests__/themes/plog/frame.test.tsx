// The plog theme: the grid's tiles (a post without a cover is a tile with its title), a tile
// opening its post in the modal while PLOG_POST_MODAL is on, the bottom bar's info panel with
// the site's description and author (only while PLOG_INFO_BUTTON is on).
import { act, fireEvent, render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { POST_MODAL_PARAM } from '@/components/sections/media/usePostModal'
import { SiteProvider } from '@/components/site/SiteContext'
import { themeRoot } from '@/components/theme/theme-root'
import { I18nProvider } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/lib/routes/types'
import plog from '@/themes/plog'
import { config, type PlogConfig } from '@/themes/plog/config'
import { fixtureContext } from '@/__tests__/fixtures/site-context'
import { resetRouter, routerStub } from '@/__tests__/fixtures/router'
import { onePage, summary } from '../medium/posts'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const Root = themeRoot(plog)
const home: LayoutDataMap['LayoutIndex'] = {
  posts: [
    summary({ id: 'pic', title: 'A street in Lisbon', href: '/article/lisbon', summary: 'Tiles and trams.' }),
    summary({ id: 'bare', title: 'Words only', href: '/article/words', pageCover: '', pageCoverThumbnail: '' }),
  ],
  pagination: onePage,
}

function renderHome(settings: Partial<PlogConfig> = {}) {
  const value = { ...fixtureContext({}, { theme: 'plog' }), layout: 'LayoutIndex' as const, themeConfig: { ...config.parse({}), ...settings } }
  const ui = (): ReactElement => (
    <SiteProvider value={value}>
      <I18nProvider locale="en-US">
        <Root layout="LayoutIndex" data={home} />
      </I18nProvider>
    </SiteProvider>
  )
  const result = render(ui())
  return { ...result, rerenderWith: (query: Record<string, string>) => {
    routerStub.query = query
    act(() => result.rerender(ui()))
  } }
}

const tile = (title: string) => screen.getByText(title).closest('article')!

describe('plog theme', () => {
  beforeEach(() => {
    resetRouter('/')
    routerStub.query = {}
  })
  afterEach(() => vi.restoreAllMocks())

  it('draws every post as a tile; one without a cover is a tile with its title and no picture', () => {
    renderHome()
    expect(tile('A street in Lisbon').querySelector('img')).not.toBeNull()
    expect(tile('Words only').querySelector('img')).toBeNull()
    expect(tile('Words only').querySelector('a')?.getAttribute('href')).toBe('/article/words')
  })

  it('opens a tile in the modal over the grid, with the post address', () => {
    const push = vi.spyOn(routerStub, 'push')
    const { rerenderWith } = renderHome()
    fireEvent.click(tile('A street in Lisbon').querySelector('a')!)
    expect(push).toHaveBeenCalledTimes(1)
    expect(push).toHaveBeenCalledWith(expect.anything(), '/article/lisbon', { shallow: true, scroll: false })
    rerenderWith({ [POST_MODAL_PARAM]: 'pic' })
    expect(screen.getByRole('dialog', { name: 'A street in Lisbon' }).textContent).toContain('Tiles and trams.')
  })

  it('with PLOG_POST_MODAL off, no modal ever opens', () => {
    const { rerenderWith } = renderHome({ PLOG_POST_MODAL: false })
    rerenderWith({ [POST_MODAL_PARAM]: 'pic' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("the info button opens the site's description and author above the bar; Escape closes it", () => {
    renderHome()
    const button = screen.getByRole('button', { name: 'About' })
    fireEvent.click(button)
    const panel = screen.getByRole('region', { name: 'About' })
    expect(panel.textContent).toContain('A blog for tests')
    expect(panel.textContent).toContain('Ada')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('region', { name: 'About' })).toBeNull()
  })

  it('PLOG_INFO_BUTTON off leaves the info button out', () => {
    renderHome({ PLOG_INFO_BUTTON: false })
    expect(screen.queryByRole('button', { name: 'About' })).toBeNull()
  })
})
