import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { FloatingActions } from '@/components/sections/floating/FloatingActions'
import type { FramePage, PostDetail, TocEntry } from '@/themes/contract'
import { renderInSite } from '@/__tests__/fixtures/site-context'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const toc: TocEntry[] = [
  { id: 'a'.repeat(32), text: 'First', indentLevel: 0 },
  { id: 'b'.repeat(32), text: 'Second', indentLevel: 0 },
]
// The stack reads only the frame's article: its TOC and width (the comments button needs a post with comments).
const page: FramePage = { layout: 'LayoutSlug', title: 'Post', heading: 'Post', article: { post: {} as PostDetail, toc, fullWidth: false } }
const LOOK = { root: 'stack', button: 'btn', icon: 'ico', panel: 'panel' }

describe('FloatingActions', () => {
  it('stacks dark mode, the theme extras, the contents and its last ones in that order, each button named', () => {
    renderInSite(<FloatingActions page={page} classNames={LOOK} headerOffset={60} sideCardFrom="xl" toTopAfter={300} afterDarkMode={<button type="button">extra</button>} last={<button type="button">last</button>} />)
    const names = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)
    expect(names[0]).toMatch(/dark mode/i)
    expect(names.slice(1, 3)).toEqual(['extra', 'Show table of contents'])
    expect(names.at(-1)).toBe('last')
  })

  it('hides the contents button from the breakpoint where the side card shows them', () => {
    renderInSite(<FloatingActions page={page} classNames={LOOK} headerOffset={60} sideCardFrom="lg" toTopAfter={300} />)
    expect(screen.getByRole('button', { name: 'Show table of contents' })).toHaveClass('btn', 'lg:hidden')
    expect(document.querySelector('.stack')).toHaveClass('has-[[data-drawer-overlay]]:z-50')
  })
})
