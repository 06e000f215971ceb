// The reading meter follows the article element through the window's scroll.
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ReadingMeter } from '@/components/sections/article/ReadingMeter'
import { renderInSite } from '@/__tests__/fixtures/site-context'

const meter = () => screen.getByRole('progressbar', { name: 'Reading progress' })

function placeArticle(top: number, height: number) {
  const article = document.createElement('article')
  article.id = 'article-wrapper'
  Object.defineProperty(article, 'offsetHeight', { value: height })
  article.getBoundingClientRect = () => ({ top: top - window.scrollY }) as DOMRect
  document.body.appendChild(article)
  return article
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  window.dispatchEvent(new Event('scroll'))
}

describe('ReadingMeter', () => {
  afterEach(() => {
    document.getElementById('article-wrapper')?.remove()
    scrollTo(0)
  })

  it('reads 0% without an article on the page', () => {
    renderInSite(<ReadingMeter />)
    expect(meter().getAttribute('aria-valuenow')).toBe('0')
    expect(meter().textContent).toBe('0%')
  })

  it('fills as the article scrolls past, with its percentage written on the bar', async () => {
    Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true })
    placeArticle(500, 3000)
    renderInSite(<ReadingMeter classNames={{ bar: 'my-bar' }} />)
    // Half of the 2000 px the article can scroll through (3000 - the 1000 px window).
    await act(async () => {
      scrollTo(1500)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    })
    expect(meter().getAttribute('aria-valuenow')).toBe('50')
    expect(meter().textContent).toBe('50%')
    const bar = meter().querySelector<HTMLElement>('.my-bar')!
    expect(bar.style.width).toBe('50%')
  })

  it('writes the percentage on the track past the bar, in the track’s colour, then inside a long bar in white', async () => {
    Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true })
    placeArticle(500, 3000)
    renderInSite(<ReadingMeter />)
    const label = () => screen.getByText(/%$/)
    expect(label().style.left).toBe('calc(0% + 4px)')
    expect(label().className).toContain('text-neutral-800')
    await act(async () => {
      scrollTo(2300)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    })
    expect(label().textContent).toBe('90%')
    expect(label().style.right).toBe('calc(10% + 4px)')
    expect(label().className).toContain('text-white')
  })
})
