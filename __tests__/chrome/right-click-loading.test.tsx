// A right-click made while the menu's code is still on its way (the idle load began, the code
// has not arrived) is not lost: the menu opens there once the code arrives. The menu's module
// is held back here until the test lets it through.
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { RightClickMenu } from '@/components/chrome/right-click/RightClickMenu'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import { resetRouter } from '@/__tests__/fixtures/router'
import { idleCallback, removeIdleCallback, stubIdleCallback } from '@/__tests__/fixtures/idle-callback'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const arrival = vi.hoisted(() => {
  let letThrough = () => {}
  const arrived = new Promise<void>((resolve) => (letThrough = resolve))
  return { arrived, letThrough: () => letThrough() }
})

vi.mock('@/components/chrome/right-click/RightClickMenuPanel', async (importOriginal) => {
  await arrival.arrived
  return importOriginal()
})

beforeEach(() => {
  resetRouter('/')
  stubIdleCallback()
})
afterEach(() => {
  cleanup()
  removeIdleCallback()
})

it('opens at a right-click made after the idle load began and before the code arrived', async () => {
  renderInSite(<div><p>Plain text</p><RightClickMenu /></div>, { chrome: { themes: ['example', 'medium'] } })
  act(() => idleCallback()?.())
  const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 70, clientY: 80 })
  act(() => {
    screen.getByText('Plain text').dispatchEvent(event)
  })
  expect(event.defaultPrevented).toBe(true)
  expect(screen.queryByRole('menu')).toBeNull()
  await act(async () => arrival.letThrough())
  const menu = await screen.findByRole('menu')
  expect(menu).toHaveStyle({ left: '70px', top: '80px' })
})
