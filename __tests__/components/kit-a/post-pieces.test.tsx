import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ArchiveGroups } from '@/components/post/ArchiveGroups'
import { CategoryLink } from '@/components/post/CategoryLink'
import { EmptyState } from '@/components/post/EmptyState'
import { NoResults } from '@/components/post/NoResults'
import { PostMetaLine } from '@/components/post/PostMetaLine'
import { PostTitle } from '@/components/post/PostTitle'
import { PrevNextLinks } from '@/components/post/PrevNextLinks'
import { ReadingStats } from '@/components/post/ReadingStats'
import type { PostLink } from '@/lib/routes/types'
import type { PostSummary } from '@/lib/site/types'
import { router, renderWithSite } from './site-fixture'

vi.mock('next/router', () => ({ useRouter: () => router }))

function post(overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    id: 'p1',
    type: 'Post',
    status: 'Published',
    title: 'Hello',
    slug: 'hello',
    href: '/article/hello',
    external: false,
    summary: '',
    category: 'Notes',
    categories: ['Notes'],
    tags: ['a'],
    tagItems: [{ name: 'a', color: 'blue', count: 2 }],
    date: null,
    publishDate: '2024-03-02T08:00:00.000Z',
    publishDay: '2024-03-02',
    lastEditedDate: '2024-03-02T08:00:00.000Z',
    lastEditedDay: '2024-03-02',
    pageIcon: '',
    pageCover: '',
    pageCoverThumbnail: '',
    icon: '',
    comment: '',
    fullWidth: false,
    locked: false,
    ext: {},
    ...overrides,
  }
}

const link = (title: string, href: string): PostLink => ({
  id: title,
  title,
  href,
  external: false,
  publishDay: '2024-01-01',
  pageIcon: '',
  pageCoverThumbnail: '',
  category: null,
})

describe('PostTitle', () => {
  it('puts an emoji icon before the title', () => {
    renderWithSite(<PostTitle as="h1" post={{ title: 'Hello', pageIcon: '👋' }} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('👋Hello')
  })

  it('shows an image icon as a decorative image', () => {
    const { container } = renderWithSite(<PostTitle post={{ title: 'Hello', pageIcon: '/icon.png' }} />)
    expect(container.querySelector('img')).toHaveAttribute('src', '/icon.png')
    expect(container.querySelector('img')).toHaveAttribute('alt', '')
  })
})

describe('CategoryLink', () => {
  it('links to the encoded category page', () => {
    renderWithSite(<CategoryLink name="Life & Travel" />)
    expect(screen.getByRole('link')).toHaveAttribute('href', '/category/Life%20%26%20Travel')
  })
})

describe('PostMetaLine', () => {
  it('shows date, category and tags of a post', () => {
    renderWithSite(<PostMetaLine post={post()} />)
    expect(screen.getByText('March 2, 2024')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Notes' })).toHaveAttribute('href', '/category/Notes')
    expect(screen.getByRole('link', { name: 'a' })).toHaveAttribute('href', '/tag/a')
  })

  it('links the date to its month on the archive page (the archive heading anchors)', () => {
    renderWithSite(<PostMetaLine post={post()} />)
    const date = screen.getByRole('link', { name: 'March 2, 2024' })
    expect(date).toHaveAttribute('href', '/archive#2024-03')
    // The anchor is the month the archive groups the post under.
    renderWithSite(
      <ArchiveGroups groups={[{ month: '2024-03', posts: [post()] }]} />,
    )
    expect(document.getElementById('2024-03')).not.toBeNull()
  })

  it('can leave the date unlinked', () => {
    renderWithSite(<PostMetaLine post={post()} dateLinksToArchive={false} />)
    expect(screen.queryByRole('link', { name: 'March 2, 2024' })).toBeNull()
    expect(screen.getByText('March 2, 2024')).toBeInTheDocument()
  })

  it('shows no publish date for a page', () => {
    renderWithSite(<PostMetaLine post={post({ type: 'Page' })} />)
    expect(document.querySelector('time')).toBeNull()
  })

  it('leaves no separator for a comment link that does not show (no comment system)', () => {
    const { container } = renderWithSite(<PostMetaLine post={post()} commentLink />)
    const line = container.firstElementChild as HTMLElement
    expect(line.textContent?.trim().endsWith('·')).toBe(false)
    expect(container.querySelector('[data-comment-link]')).toBeNull()
  })

  it('renders nothing when every part is hidden or missing', () => {
    const { container } = renderWithSite(
      <PostMetaLine post={post({ category: null, tagItems: [] })} showDate={false} />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})

describe('PrevNextLinks', () => {
  it('links both neighbours', () => {
    renderWithSite(<PrevNextLinks prev={link('Older', '/article/older')} next={link('Newer', '/article/newer')} />)
    expect(screen.getByRole('link', { name: /Older/ })).toHaveAttribute('href', '/article/older')
    expect(screen.getByRole('link', { name: /Newer/ })).toHaveAttribute('href', '/article/newer')
  })

  it('stacks the two on phones by default, side by side from sm', () => {
    renderWithSite(<PrevNextLinks prev={link('清单的清单', '/article/older')} next={link('Newer', '/article/newer')} />)
    const classes = screen.getByRole('navigation').className.split(/\s+/)
    expect(classes).toContain('sm:grid-cols-2')
    expect(classes).not.toContain('grid-cols-2')
  })

  it('renders nothing without neighbours', () => {
    const { container } = renderWithSite(<PrevNextLinks prev={null} next={null} />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('NoResults and EmptyState', () => {
  it('says no results were found for the keyword', () => {
    renderWithSite(<NoResults keyword="lighthouse" />)
    expect(screen.getByText('No results found.')).toBeInTheDocument()
    expect(screen.getByText('Results for "lighthouse"')).toBeInTheDocument()
  })

  it('shows the empty-list text from the dictionary', () => {
    renderWithSite(<EmptyState />, { locale: 'fr-FR' })
    expect(screen.getByText('Rien à afficher pour le moment.')).toBeInTheDocument()
  })
})

describe('ReadingStats', () => {
  it('shows the word count and the reading time', () => {
    renderWithSite(<ReadingStats wordCount={1234} readTime={4} />)
    expect(screen.getByText('Words 1,234')).toBeInTheDocument()
    expect(screen.getByText('Reading time 4 min')).toBeInTheDocument()
  })

  it('shows nothing for a locked post (zero words)', () => {
    const { container } = renderWithSite(<ReadingStats wordCount={0} readTime={0} />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('ArchiveGroups', () => {
  const groups = [
    { month: '2024-03', posts: [post()] },
    { month: '2023-12', posts: [post({ id: 'p2', title: 'Winter', href: '/article/winter', publishDay: '2023-12-24' })] },
  ]

  it('anchors each month heading at yyyy-MM', () => {
    renderWithSite(<ArchiveGroups groups={groups} />)
    expect(screen.getByRole('heading', { name: '2024-03' })).toHaveAttribute('id', '2024-03')
    expect(screen.getByRole('heading', { name: '2023-12' })).toHaveAttribute('id', '2023-12')
  })

  it('lists each post with its date and a link to it', () => {
    renderWithSite(<ArchiveGroups groups={groups} />)
    expect(screen.getByRole('link', { name: 'Winter' })).toHaveAttribute('href', '/article/winter')
    expect(screen.getByText('12/24/2023')).toBeInTheDocument()
  })

  it('can title months in the visitor’s language, keeping the anchor', () => {
    renderWithSite(<ArchiveGroups groups={groups} monthStyle="long" />, { locale: 'zh-CN' })
    expect(screen.getByRole('heading', { name: '2024年3月' })).toHaveAttribute('id', '2024-03')
  })
})
