// The pin mark of a pinned post's card (TOP_TAG): nothing unless pinned; a decorative pin and the
// word in the page's language (every language has one), on screen or for screen readers only.
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PostPreviewItem } from '@/components/lists/PostPreviewItem'
import { PinMark } from '@/components/post/PinMark'
import { DICTIONARIES } from '@/lib/i18n/locales'
import type { Locale } from '@/lib/i18n'
import type { ListedPost } from '@/lib/routes/types'
import { router, renderWithSite } from './site-fixture'

vi.mock('next/router', () => ({ useRouter: () => router }))

describe('PinMark', () => {
  it('renders nothing for a post that is not pinned', () => {
    const { container } = renderWithSite(<PinMark post={{}} />)
    expect(container).toBeEmptyDOMElement()
  })

  it.each(Object.keys(DICTIONARIES) as Locale[])('says "pinned" in %s next to a decorative pin', (locale) => {
    const label = DICTIONARIES[locale].post.pinned
    expect(label.trim()).not.toBe('')
    const { container, unmount } = renderWithSite(<PinMark post={{ pinned: true }} />, { locale })
    const mark = container.querySelector('[data-pin-mark]')
    expect(mark).toHaveTextContent(label)
    expect(mark?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByText(label)).not.toHaveClass('sr-only')
    unmount()
  })

  it('keeps the word for screen readers when the card shows the pin alone', () => {
    renderWithSite(<PinMark post={{ pinned: true }} showLabel={false} />)
    expect(screen.getByText('Pinned')).toHaveClass('sr-only')
  })

  it('takes the theme’s look and keeps its structure', () => {
    const { container } = renderWithSite(
      <PinMark post={{ pinned: true }} classNames={{ root: 'text-white', icon: 'h-3 w-3', label: 'uppercase' }} />,
    )
    const mark = container.querySelector('[data-pin-mark]')!
    expect(mark).toHaveClass('inline-flex', 'items-center', 'text-white')
    expect(mark).not.toHaveClass('text-(--folio-accent)')
    expect(mark.querySelector('svg')).toHaveClass('h-3', 'w-3')
    expect(screen.getByText('Pinned')).toHaveClass('uppercase')
  })
})

describe('the default list card (PostPreviewItem)', () => {
  const post = {
    id: 'p1', type: 'Post', title: 'Pinned one', href: '/article/p1', external: false, summary: 'S', category: null,
    categories: [], tags: ['Top'], tagItems: [], publishDate: '2026-01-01T00:00:00.000Z', publishDay: '2026-01-01',
    pageIcon: '', pageCover: '', pageCoverThumbnail: '', comment: '', locked: false, ext: {},
  } satisfies ListedPost

  it('shows the mark on a pinned post only', () => {
    const { rerender, container } = renderWithSite(<PostPreviewItem post={{ ...post, pinned: true }} />)
    expect(container.querySelector('[data-pin-mark]')).toHaveTextContent('Pinned')
    rerender(<PostPreviewItem post={post} />)
    expect(container.querySelector('[data-pin-mark]')).toBeNull()
  })
})
