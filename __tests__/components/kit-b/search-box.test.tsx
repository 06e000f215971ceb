import { act, fireEvent, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SearchBox } from '@/components/search/SearchBox'
import { fullPageLoad } from '@/components/navigation/full-page-load'
import { SiteProvider } from '@/components/site/SiteContext'
import { I18nProvider } from '@/lib/i18n/react'
import type { LayoutName } from '@/lib/routes/types'
import { fixtureContext, renderInSite } from '@/__tests__/fixtures/site-context'
import { resetRouter } from '@/__tests__/fixtures/router'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)
vi.mock('@/components/navigation/full-page-load', () => ({ fullPageLoad: vi.fn() }))

const navigate = vi.mocked(fullPageLoad)

function inLayout(layout: LayoutName, prefix = '') {
  const value = { ...fixtureContext({}, { prefix }), layout }
  return (
    <SiteProvider value={value}>
      <I18nProvider locale="en-US">
        <SearchBox />
      </I18nProvider>
    </SiteProvider>
  )
}
const box = () => screen.getByRole('searchbox')
const type = (text: string) => fireEvent.change(box(), { target: { value: text } })

describe('SearchBox', () => {
  beforeEach(() => {
    navigate.mockClear()
    resetRouter('/')
  })

  it('submits on Enter with a full page load of /search/<encoded keyword>', () => {
    renderInSite(<SearchBox />)
    type('notion tips')
    fireEvent.keyDown(box(), { key: 'Enter' })
    expect(navigate).toHaveBeenCalledWith('/search/notion%20tips')
  })

  it('keeps the visitor’s switches and language prefix in the URL', () => {
    renderInSite(<SearchBox />, { variant: { prefix: '/en', keep: 'theme=medium' } })
    type('博客')
    fireEvent.keyDown(box(), { key: 'Enter' })
    expect(navigate).toHaveBeenCalledWith(`/en/search/${encodeURIComponent('博客')}?theme=medium`)
  })

  it('ignores Enter while an input method is composing', () => {
    renderInSite(<SearchBox />)
    type('pinyin')
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true })
    fireEvent.keyDown(box(), { key: 'Enter', keyCode: 229 })
    expect(navigate).not.toHaveBeenCalled()
  })

  it('sends an empty (or blank) submission home', () => {
    renderInSite(<SearchBox />, { variant: { keep: 'theme=medium' } })
    type('   ')
    fireEvent.keyDown(box(), { key: 'Enter' })
    expect(navigate).toHaveBeenCalledWith('/?theme=medium')
  })

  it('shows a spinner after submitting', () => {
    renderInSite(<SearchBox />)
    expect(screen.queryByRole('button', { name: 'Searching...' })).toBeNull()
    type('x')
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(navigate).toHaveBeenCalledWith('/search/x')
    const button = screen.getByRole('button', { name: 'Searching...' })
    expect(button.querySelector('svg.animate-spin')).not.toBeNull()
  })

  it('shows the clear button only while there is text, and clearing empties the box', () => {
    renderInSite(<SearchBox />)
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull()
    type('abc')
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(box()).toHaveValue('')
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull()
  })

  it('clears on Escape', () => {
    renderInSite(<SearchBox />)
    type('abc')
    fireEvent.keyDown(box(), { key: 'Escape' })
    expect(box()).toHaveValue('')
  })

  it('starts with the keyword of the current /search/<kw> path', () => {
    resetRouter('/en/search/caf%C3%A9/page/2?theme=medium')
    render(inLayout('LayoutSearch', '/en'))
    expect(box()).toHaveValue('café')
  })

  it('starts empty on the 404 page of a search path (server and browser agree)', async () => {
    // The server renders the 404 page once, as /404; the browser shows it at the real path.
    resetRouter('/404')
    const container = document.createElement('div')
    container.innerHTML = renderToString(inLayout('Layout404'))
    document.body.appendChild(container)
    expect(container.querySelector('input')).toHaveValue('')
    resetRouter('/search/notion/page/2')
    const mismatch = vi.fn()
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, inLayout('Layout404'), { onRecoverableError: mismatch })
    })
    expect(mismatch).not.toHaveBeenCalled()
    expect(container.querySelector('input')).toHaveValue('')
    act(() => root?.unmount())
    container.remove()
  })

  it('starts empty on other pages', () => {
    resetRouter('/article/search-tips')
    renderInSite(<SearchBox />)
    expect(box()).toHaveValue('')
  })
})
