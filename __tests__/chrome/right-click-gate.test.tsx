// The right-click menu's code is not part of a page's first load: it loads when the browser is
// idle, or at the first right-click, which then opens it there.
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RightClickMenu } from '@/components/chrome/right-click/RightClickMenu'
import { DEFAULT_RIGHT_CLICK_MENU } from '@/lib/home/right-click-menu'
import type { SiteChrome } from '@/lib/routes/types'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import { resetRouter } from '@/__tests__/fixtures/router'
import { idleCallback, removeIdleCallback, stubIdleCallback } from '@/__tests__/fixtures/idle-callback'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

/** The menu's code has loaded: it keeps a status region (for "link copied") on the page. */
const menuLoaded = () => screen.queryByRole('status') !== null
/** Gives a lazily loaded piece the chance to arrive. */
const settle = () => act(async () => new Promise((r) => setTimeout(r, 50)))

function renderGate(chrome: Partial<SiteChrome> = {}) {
  return renderInSite(
    <div>
      <p>Plain text</p>
      <a href="#section">A link</a>
      <RightClickMenu />
    </div>,
    { chrome: { themes: ['example', 'medium'], ...chrome }, variant: { theme: 'example', keep: 'theme=example' } },
  )
}

function rightClick(target: Element): boolean {
  const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 50, clientY: 60 })
  act(() => {
    target.dispatchEvent(event)
  })
  return event.defaultPrevented
}

describe('RightClickMenu (the loader)', () => {
  beforeEach(() => {
    resetRouter('/')
    stubIdleCallback()
  })
  afterEach(() => {
    cleanup()
    removeIdleCallback()
  })

  it('loads nothing before the browser is idle', async () => {
    renderGate()
    expect(idleCallback()).toBeTypeOf('function')
    await settle()
    expect(menuLoaded()).toBe(false)
  })

  it('opens the menu at the first right-click, which loads it', async () => {
    renderGate()
    expect(rightClick(screen.getByText('Plain text'))).toBe(true)
    const menu = await screen.findByRole('menu')
    expect(menu).toHaveStyle({ left: '50px', top: '60px' })
  })

  it('loads the menu, closed, once the browser is idle', async () => {
    renderGate()
    act(() => idleCallback()?.())
    await waitFor(() => expect(menuLoaded()).toBe(true))
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('leaves the browser menu alone on links', async () => {
    renderGate()
    expect(rightClick(screen.getByText('A link'))).toBe(false)
    await settle()
    expect(menuLoaded()).toBe(false)
  })

  it('does not even wait for idle when RIGHT_CLICK_MENU_ENABLED is off', async () => {
    renderGate({ rightClickMenu: { ...DEFAULT_RIGHT_CLICK_MENU, enabled: false } })
    expect(rightClick(screen.getByText('Plain text'))).toBe(false)
    expect(idleCallback()).toBeUndefined()
    await settle()
    expect(menuLoaded()).toBe(false)
  })
})
