import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  nextHeaderVisibility,
  useHeaderVisibility,
  useScrollDirection,
} from '@/components/layout/useScrollDirection'

const HEADER = 80
const shown = { hidden: false, transparent: false }

describe('nextHeaderVisibility (the top bar rule)', () => {
  it('hides on scroll down once past the header, shows again on scroll up', () => {
    const down = nextHeaderVisibility(shown, 200, 300, HEADER)
    expect(down.hidden).toBe(true)
    expect(nextHeaderVisibility(down, 300, 250, HEADER).hidden).toBe(false)
  })

  it('keeps its state when the offset did not change', () => {
    expect(
      nextHeaderVisibility({ hidden: true, transparent: false }, 300, 300, HEADER).hidden,
    ).toBe(true)
  })

  it('never hides while the header itself is still in view', () => {
    expect(nextHeaderVisibility(shown, 20, 60, HEADER).hidden).toBe(false)
  })

  it('is transparent under 10 px or within header height − 50, solid beyond', () => {
    expect(nextHeaderVisibility(shown, 0, 9, 40).transparent).toBe(true)
    expect(nextHeaderVisibility(shown, 0, 10, 40).transparent).toBe(false)
    expect(nextHeaderVisibility(shown, 0, 120, 200).transparent).toBe(true)
    expect(nextHeaderVisibility(shown, 0, 150, 200).transparent).toBe(false)
  })
})

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  window.dispatchEvent(new Event('scroll'))
}

function Probe() {
  const { hidden, transparent } = useHeaderVisibility(HEADER)
  const direction = useScrollDirection()
  return (
    <p data-testid="state">{`${hidden ? 'hidden' : 'shown'} ${transparent ? 'transparent' : 'solid'} ${direction}`}</p>
  )
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))

describe('useHeaderVisibility with real scroll events', () => {
  afterEach(() => scrollTo(0))

  it('follows the page as it scrolls down and back up', async () => {
    render(<Probe />)
    const state = () => screen.getByTestId('state').textContent
    expect(state()).toBe('shown transparent up')
    await act(async () => {
      scrollTo(400)
      await frame()
    })
    expect(state()).toBe('hidden solid down')
    await act(async () => {
      scrollTo(300)
      await frame()
    })
    expect(state()).toBe('shown solid up')
  })
})
