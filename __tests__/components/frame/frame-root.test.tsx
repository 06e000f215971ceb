import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FrameChrome } from '@/components/frame/FrameChrome'
import { FrameRoot } from '@/components/frame/FrameRoot'
import type { FramePage } from '@/themes/contract'
import { renderInSite } from '@/__tests__/fixtures/site-context'

const page: FramePage = { layout: 'LayoutIndex', title: 'Home', heading: null, article: null }

function Frame() {
  return (
    <FrameRoot theme="hexo" page={page} className="look">
      <FrameChrome>
        <header>
          <a href="/">brand</a>
        </header>
      </FrameChrome>
      <main id="main">content</main>
      <FrameChrome>
        <footer>credits</footer>
      </FrameChrome>
    </FrameRoot>
  )
}

describe('FrameRoot', () => {
  it("is the theme's root with the layout's name, and its first link skips to the main content", () => {
    const { container } = renderInSite(<Frame />)
    const root = container.querySelector('#theme-hexo')!
    expect(root).toHaveAttribute('data-layout', 'LayoutIndex')
    expect(root).toHaveClass('look')
    expect(root.querySelector('a')).toHaveAttribute('href', '#main')
    expect(root.querySelector('a')).toHaveTextContent('Skip to content')
    expect(screen.getByText('credits')).toBeInTheDocument()
  })

  it('in lite mode keeps the content alone: no skip link, no header, no footer', () => {
    const { container } = renderInSite(<Frame />, { variant: { lite: true } })
    const root = container.querySelector('#theme-hexo')!
    expect(root).toHaveAttribute('data-lite', 'true')
    expect(root.textContent).toBe('content')
    expect(root.querySelector('a')).toBeNull()
  })
})
