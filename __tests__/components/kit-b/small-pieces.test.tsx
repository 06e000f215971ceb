import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DarkModeToggle } from '@/components/appearance/DarkModeToggle'
import { BackToTop } from '@/components/layout/BackToTop'
import { progressPercent } from '@/components/layout/ReadingProgress'
import { builtInMenus } from '@/components/navigation/useMenus'
import { keywordFromPath, searchUrl } from '@/components/search/search-path'
import { decodeEmail } from '@/components/footer/decode-email'

describe('DarkModeToggle', () => {
  afterEach(() => document.documentElement.classList.remove('dark'))

  it('switches the dark class and its own label', async () => {
    render(<DarkModeToggle />)
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }))
    expect(document.documentElement).toHaveClass('dark')
    expect(await screen.findByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument()
  })
})

describe('BackToTop', () => {
  it('scrolls to the top smoothly', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    render(<BackToTop />)
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }))
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
    scrollTo.mockRestore()
  })

  it('stays hidden until scrolled past showAfter', () => {
    render(<BackToTop showAfter={300} />)
    expect(screen.queryByRole('button')).toBeNull()
  })
})

describe('pure helpers', () => {
  it('reading progress runs 0–100 over the scrollable part of the target', () => {
    expect(progressPercent(0, 800, 0, 2800)).toBe(0)
    expect(progressPercent(1000, 800, 0, 2800)).toBe(50)
    expect(progressPercent(5000, 800, 0, 2800)).toBe(100)
    expect(progressPercent(100, 800, 500, 2500)).toBe(0)
  })

  it('built-in menus drop entries switched off, never Home', () => {
    const labels = { home: 'H', archive: 'A', categories: 'C', tags: 'T', search: 'S', about: 'B' }
    expect(builtInMenus(labels, { tags: false, about: false }).map((m) => m.href)).toEqual([
      '/',
      '/archive',
      '/category',
      '/search',
    ])
  })

  it('search URLs round-trip their keyword', () => {
    const url = searchUrl(' a/b c ', { prefix: '', keep: '' })
    expect(url).toBe('/search/a%2Fb%20c')
    expect(keywordFromPath(url)).toBe('a/b c')
    expect(keywordFromPath('/search/%E0%A4%A')).toBe('%E0%A4%A')
  })

  it('decodes UTF-8 e-mail addresses', () => {
    const bytes = new TextEncoder().encode('bücher@example.com')
    expect(decodeEmail(btoa(String.fromCharCode(...bytes)))).toBe('bücher@example.com')
  })
})
