// The shared tab set: spec §9 timings (underline 300 ms, panel 400 ms), no animation for the
// panel the page opens with, keyboard moves, and the medium right panel using it.
import { fireEvent, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Tabs } from '@/components/chrome/tabs/Tabs'
import { TAB_INDICATOR_MS, TAB_PANEL_MS } from '@/components/chrome/tabs/tab-timing'
import { renderInSite } from '@/__tests__/fixtures/site-context'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

function Fixture() {
  const [active, setActive] = useState('one')
  return (
    <Tabs
      idPrefix="t"
      label="Fixture tabs"
      tabs={[
        { key: 'one', label: 'One' },
        { key: 'two', label: 'Two' },
        { key: 'three', label: 'Three' },
      ]}
      active={active}
      onSelect={setActive}
    >
      <p>Panel {active}</p>
    </Tabs>
  )
}

const panel = () => screen.getByRole('tabpanel')

describe('Tabs', () => {
  it('uses the spec timings', () => {
    expect([TAB_INDICATOR_MS, TAB_PANEL_MS]).toEqual([300, 400])
  })

  it('shows the first panel still, then animates every switch (400 ms) and the underline (300 ms)', () => {
    renderInSite(<Fixture />)
    expect(panel()).toHaveTextContent('Panel one')
    expect(panel()).not.toHaveAttribute('data-entering')
    expect(panel().style.animationDuration).toBe('')
    fireEvent.click(screen.getByRole('tab', { name: 'Two' }))
    expect(panel()).toHaveTextContent('Panel two')
    expect(panel()).toHaveAttribute('data-entering')
    expect(panel().style.animationDuration).toBe('400ms')
    expect(panel()).toHaveAttribute('aria-labelledby', 't-tab-two')
    // Back to the first tab: animated too.
    fireEvent.click(screen.getByRole('tab', { name: 'One' }))
    expect(panel()).toHaveAttribute('data-entering')
    const tab = screen.getByRole('tab', { name: 'One' })
    const indicator = tab.querySelector('[data-tab-indicator]') as HTMLElement
    expect(tab.style.transitionDuration).toBe('300ms')
    expect(indicator.style.transitionDuration).toBe('300ms')
    expect(indicator).toHaveClass('scale-x-100')
    const idle = screen.getByRole('tab', { name: 'Two' }).querySelector('[data-tab-indicator]')
    expect(idle).toHaveClass('scale-x-0')
  })

  it('moves with the arrow keys, Home and End, wrapping around', () => {
    renderInSite(<Fixture />)
    const list = screen.getByRole('tablist', { name: 'Fixture tabs' })
    fireEvent.keyDown(within(list).getByRole('tab', { name: 'One' }), { key: 'ArrowLeft' })
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus()
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Three' }), { key: 'ArrowRight' })
    expect(panel()).toHaveTextContent('Panel one')
    fireEvent.keyDown(screen.getByRole('tab', { name: 'One' }), { key: 'End' })
    expect(panel()).toHaveTextContent('Panel three')
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Three' }), { key: 'Home' })
    expect(panel()).toHaveTextContent('Panel one')
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('tabindex', '-1')
  })
})
