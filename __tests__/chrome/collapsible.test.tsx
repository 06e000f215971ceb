import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Collapsible } from '@/components/chrome/Collapsible'
import { COLLAPSE_MS } from '@/components/chrome/useCollapse'

const panel = () => document.querySelector<HTMLElement>('[data-state]') as HTMLElement
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('Collapsible', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('animates in 300 ms', () => {
    expect(COLLAPSE_MS).toBe(300)
    render(<Collapsible title="Details">Hidden text</Collapsible>)
    expect(panel().style.transition).toBe('grid-template-rows 300ms ease')
  })

  it('starts closed and out of reach, opens over 300 ms', () => {
    render(<Collapsible title="Details">Hidden text</Collapsible>)
    const button = screen.getByRole('button', { name: 'Details' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(panel()).toHaveAttribute('data-state', 'closed')
    expect(panel().style.gridTemplateRows).toBe('0fr')
    expect(panel()).toHaveAttribute('inert')

    fireEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(panel()).toHaveAttribute('data-state', 'opening')
    expect(panel().style.gridTemplateRows).toBe('1fr')
    expect(panel()).not.toHaveAttribute('inert')
    advance(COLLAPSE_MS - 1)
    expect(panel()).toHaveAttribute('data-state', 'opening')
    advance(1)
    expect(panel()).toHaveAttribute('data-state', 'open')
  })

  it('closes over 300 ms and only then becomes inert', () => {
    render(
      <Collapsible title="Details" defaultOpen>
        Shown text
      </Collapsible>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Details' }))
    expect(panel()).toHaveAttribute('data-state', 'closing')
    expect(panel().style.gridTemplateRows).toBe('0fr')
    expect(panel()).not.toHaveAttribute('inert')
    advance(COLLAPSE_MS - 1)
    expect(panel()).toHaveAttribute('data-state', 'closing')
    advance(1)
    expect(panel()).toHaveAttribute('data-state', 'closed')
    expect(panel()).toHaveAttribute('inert')
  })

  it('reverses cleanly when clicked again mid-animation', () => {
    render(<Collapsible title="Details">Text</Collapsible>)
    const button = screen.getByRole('button', { name: 'Details' })
    fireEvent.click(button)
    advance(100)
    fireEvent.click(button)
    expect(panel()).toHaveAttribute('data-state', 'closing')
    advance(COLLAPSE_MS)
    expect(panel()).toHaveAttribute('data-state', 'closed')
  })

  it('links the button to its panel', () => {
    render(<Collapsible title="Details">Text</Collapsible>)
    expect(screen.getByRole('button')).toHaveAttribute('aria-controls', panel().id)
  })
})
