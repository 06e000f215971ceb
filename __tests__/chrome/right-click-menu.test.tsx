import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetPostHrefs } from '@/components/chrome/post-hrefs'
import { RightClickMenuPanel as RightClickMenu } from '@/components/chrome/right-click/RightClickMenuPanel'
import { fullPageLoad } from '@/components/navigation/full-page-load'
import { DEFAULT_RIGHT_CLICK_MENU, type RightClickMenuOptions } from '@/lib/home/right-click-menu'
import type { PostLink, SiteChrome } from '@/lib/routes/types'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import { resetRouter, routerStub } from '@/__tests__/fixtures/router'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)
vi.mock('@/components/navigation/full-page-load', () => ({ fullPageLoad: vi.fn() }))

const latest: PostLink[] = [
  {
    id: 'a',
    title: 'A',
    href: '/article/a',
    external: false,
    publishDay: '2024-01-01',
    pageIcon: '',
    pageCoverThumbnail: '',
    category: null,
  },
]

function renderMenu(chrome: Partial<SiteChrome> = {}) {
  return renderInSite(
    <div>
      <p>Plain text</p>
      <a href="#section">A link</a>
      <input aria-label="field" />
      <RightClickMenu />
    </div>,
    {
      chrome: { themes: ['example', 'medium'], latestPosts: latest, ...chrome },
      variant: { theme: 'example', keep: 'theme=example' },
    },
  )
}

/** Fires contextmenu like a browser; returns whether the page prevented the native menu. */
function rightClick(target: Element, at = { clientX: 50, clientY: 60 }): boolean {
  const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, ...at })
  act(() => {
    target.dispatchEvent(event)
  })
  return event.defaultPrevented
}

const menu = () => screen.queryByRole('menu')
const entries = () => within(screen.getByRole('menu')).getAllByRole('menuitem')
const ids = () => entries().map((e) => e.getAttribute('data-menu-item'))

describe('RightClickMenu', () => {
  beforeEach(() => {
    resetRouter('/article/b?theme=example')
    document.documentElement.className = ''
    resetPostHrefs()
    // No /api/post-hrefs (a static host): random picks come from the page's pool.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ({ ok: false, status: 404 })),
    )
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('replaces the browser menu with every entry by default, at the pointer', () => {
    renderMenu()
    expect(rightClick(screen.getByText('Plain text'))).toBe(true)
    expect(ids()).toEqual(['themeSwitch', 'darkMode', 'shareLink', 'randomPost', 'category', 'tag'])
    expect(screen.getByRole('menu')).toHaveStyle({ left: '50px', top: '60px' })
    expect(entries()[0]).toHaveFocus()
  })

  it('keeps the browser menu on links, in fields and while text is selected', () => {
    renderMenu()
    expect(rightClick(screen.getByText('A link'))).toBe(false)
    expect(rightClick(screen.getByLabelText('field'))).toBe(false)
    vi.spyOn(window, 'getSelection').mockReturnValue({
      toString: () => 'selected words',
    } as Selection)
    expect(rightClick(screen.getByText('Plain text'))).toBe(false)
    expect(menu()).toBeNull()
  })

  it('does nothing when RIGHT_CLICK_MENU_ENABLED is off', () => {
    renderMenu({ rightClickMenu: { ...DEFAULT_RIGHT_CLICK_MENU, enabled: false } })
    expect(rightClick(screen.getByText('Plain text'))).toBe(false)
    expect(menu()).toBeNull()
  })

  it('shows only the entries switched on', () => {
    const options: RightClickMenuOptions = { enabled: true, items: ['darkMode', 'tag'] }
    renderMenu({ rightClickMenu: options })
    rightClick(screen.getByText('Plain text'))
    expect(ids()).toEqual(['darkMode', 'tag'])
  })

  it('leaves out the theme switch with one theme and the random post without posts', () => {
    renderMenu({ themes: ['example'], latestPosts: [] })
    rightClick(screen.getByText('Plain text'))
    expect(ids()).toEqual(['darkMode', 'shareLink', 'category', 'tag'])
  })

  it('switches to the next theme with a full page load, keeping the path', () => {
    renderMenu()
    rightClick(screen.getByText('Plain text'))
    fireEvent.click(screen.getByRole('menuitem', { name: 'Switch theme' }))
    expect(vi.mocked(fullPageLoad)).toHaveBeenCalledWith('/article/b?theme=medium')
    expect(menu()).toBeNull()
  })

  it('toggles dark mode', () => {
    renderMenu()
    rightClick(screen.getByText('Plain text'))
    fireEvent.click(screen.getByRole('menuitem', { name: 'Dark mode' }))
    expect(document.documentElement).toHaveClass('dark')
    rightClick(screen.getByText('Plain text'))
    fireEvent.click(screen.getByRole('menuitem', { name: 'Light mode' }))
    expect(document.documentElement).not.toHaveClass('dark')
  })

  it('copies the page link and says so', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderMenu()
    rightClick(screen.getByText('Plain text'))
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledWith(window.location.href)
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied')
  })

  it('goes to a random post, the categories and the tags, keeping ?theme=', async () => {
    const push = vi.spyOn(routerStub, 'push')
    renderMenu()
    for (const name of ['Random post', 'Categories', 'Tags']) {
      rightClick(screen.getByText('Plain text'))
      fireEvent.click(screen.getByRole('menuitem', { name }))
      // The random pick first asks the server for every post (none here: the page's pool).
      await act(async () => {})
    }
    expect(push.mock.calls.map((c) => (c as unknown[])[0])).toEqual([
      '/article/a?theme=example',
      '/category?theme=example',
      '/tag?theme=example',
    ])
  })

  it('closes on Escape, on a click elsewhere and on navigation', () => {
    renderMenu()
    rightClick(screen.getByText('Plain text'))
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(menu()).toBeNull()
    rightClick(screen.getByText('Plain text'))
    fireEvent.pointerDown(screen.getByText('Plain text'))
    expect(menu()).toBeNull()
    rightClick(screen.getByText('Plain text'))
    act(() => routerStub.events.emit('routeChangeStart', '/tag'))
    expect(menu()).toBeNull()
    rightClick(screen.getByText('Plain text'))
    act(() => {
      window.dispatchEvent(new Event('scroll'))
    })
    expect(menu()).toBeNull()
    rightClick(screen.getByText('Plain text'))
    act(() => {
      window.dispatchEvent(new Event('blur'))
    })
    expect(menu()).toBeNull()
  })

  it('moves between entries with the arrow keys', () => {
    renderMenu()
    rightClick(screen.getByText('Plain text'))
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' })
    expect(entries()[1]).toHaveFocus()
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowUp' })
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowUp' })
    expect(entries().at(-1)).toHaveFocus()
  })
})
