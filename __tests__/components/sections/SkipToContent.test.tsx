import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SkipToContent } from '@/components/sections/SkipToContent'
import { renderInSite } from '@/__tests__/fixtures/site-context'

describe('SkipToContent', () => {
  it('links past the frame to the main content, hidden until focused', () => {
    renderInSite(<SkipToContent />)
    const link = screen.getByRole('link', { name: 'Skip to content' })
    expect(link.getAttribute('href')).toBe('#main')
    expect(link.className).toContain('sr-only')
    expect(link.className).toContain('focus:not-sr-only')
  })

  it('jumps to another target and takes the theme look when focused', () => {
    renderInSite(<SkipToContent target="content" className="focus:bg-sky-100" />)
    const link = screen.getByRole('link')
    expect(link.getAttribute('href')).toBe('#content')
    expect(link.className).toContain('focus:bg-sky-100')
    expect(link.className).not.toContain('focus:bg-white')
  })
})
