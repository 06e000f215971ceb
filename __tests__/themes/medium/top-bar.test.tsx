// The medium top bar's transparency follows the page's header (the home hero), not only the
// bar's own height: transparent while scrolled within the header's height minus 50 px.
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TopBar } from '@/themes/medium/frame/TopBar'
import { resetRouter } from '@/__tests__/fixtures/router'
import { renderMedium } from './render-medium'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  window.dispatchEvent(new Event('scroll'))
}
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
const bar = () => screen.getByRole('banner')

async function scrollAndRead(y: number) {
  await act(async () => {
    scrollTo(y)
    await frame()
  })
  return bar().hasAttribute('data-transparent')
}

/** A hero from 60 px to 460 px of the page. */
function Hero() {
  return (
    <section
      data-home-hero=""
      ref={(el) => {
        if (el) el.getBoundingClientRect = () => ({ top: 60, bottom: 460, height: 400, left: 0, right: 800, width: 800, x: 0, y: 60, toJSON: () => ({}) })
      }}
    />
  )
}

describe('medium top bar transparency', () => {
  beforeEach(() => resetRouter('/'))
  afterEach(() => scrollTo(0))

  it('stays transparent over the hero until its height minus 50, then turns solid', async () => {
    renderMedium(
      <>
        <TopBar />
        <Hero />
      </>,
    )
    expect(await scrollAndRead(0)).toBe(true)
    expect(await scrollAndRead(200)).toBe(true)
    expect(await scrollAndRead(409)).toBe(true)
    expect(await scrollAndRead(411)).toBe(false)
  })

  it('still slides away on scrolling down past its own height, over the hero too', async () => {
    renderMedium(
      <>
        <TopBar />
        <Hero />
      </>,
    )
    await scrollAndRead(0)
    expect(await scrollAndRead(200)).toBe(true)
    expect(bar()).toHaveAttribute('data-hidden')
    await scrollAndRead(150)
    expect(bar()).not.toHaveAttribute('data-hidden')
  })

  it('without a page header, is transparent only under 10 px', async () => {
    renderMedium(<TopBar />)
    expect(await scrollAndRead(5)).toBe(true)
    expect(await scrollAndRead(12)).toBe(false)
    expect(await scrollAndRead(40)).toBe(false)
  })
})
