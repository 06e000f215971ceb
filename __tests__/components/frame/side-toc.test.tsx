import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SideToc } from '@/components/sections/SideToc'
import type { FramePage, PostDetail, TocEntry } from '@/themes/contract'
import { renderInSite } from '@/__tests__/fixtures/site-context'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const toc: TocEntry[] = [
  { id: 'a'.repeat(32), text: 'First heading', indentLevel: 0 },
  { id: 'b'.repeat(32), text: 'Second heading', indentLevel: 0 },
]
// The side contents read only the frame's article: its TOC and width.
const pageWith = (entries: TocEntry[], fullWidth = false): FramePage => ({
  layout: 'LayoutSlug',
  title: 'Post',
  heading: 'Post',
  article: { post: {} as PostDetail, toc: entries, fullWidth },
})

describe('SideToc', () => {
  it('is an aside named after the contents, holding the card, and what the theme places around it', () => {
    renderInSite(<SideToc page={pageWith(toc)} headerOffset={64} className="look">{(card) => <><p>popular</p>{card}</>}</SideToc>)
    const aside = screen.getByRole('complementary', { name: 'Table of contents' })
    expect(aside).toHaveClass('look')
    expect(aside).toHaveTextContent('popular')
    expect(aside).toHaveTextContent('Second heading')
  })

  it('is absent beside a full-width article and with one heading or none', () => {
    const { container } = renderInSite(<SideToc page={pageWith(toc, true)} headerOffset={64} />)
    expect(container.querySelector('aside')).toBeNull()
    renderInSite(<SideToc page={pageWith(toc.slice(0, 1))} headerOffset={64} />)
    expect(container.ownerDocument.querySelector('aside')).toBeNull()
  })
})
