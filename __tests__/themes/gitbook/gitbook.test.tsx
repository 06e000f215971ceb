// The gitbook theme's own behaviour: the home shows the configured index page (or the latest
// posts under a heading when that page does not exist), the tree marks the article on screen,
// the article's previous/next follow the tree, and the search shows its Ctrl K hint.
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { PostIndexEntry } from '@/lib/routes/types'
import gitbook from '@/themes/gitbook'
import { config } from '@/themes/gitbook/config'
import { themePageRenderer } from '@/__tests__/fixtures/render-theme'
import { resetRouter } from '@/__tests__/fixtures/router'
import { detail, link, onePage, summary } from '../medium/posts'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const entry = (slug: string, category: string): PostIndexEntry => ({
  title: `Doc ${slug}`,
  href: `/article/${slug}`,
  external: false,
  category,
  publishDay: '2024-01-01',
  pageIcon: '',
})
// List order mixes the categories; the tree (category order Guides, Notes) reads g1, g2, n1.
const postIndex = [entry('n1', 'Notes'), entry('g1', 'Guides'), entry('g2', 'Guides')]
const categories = [
  { name: 'Guides', color: 'default' as const, count: 2 },
  { name: 'Notes', color: 'default' as const, count: 1 },
]

const renderPage = themePageRenderer(gitbook, config, { postIndex, categories })

const articleOf = (post = detail()) => ({
  post,
  body: null,
  prev: null,
  next: null,
  related: [],
  aiSummary: null,
})

describe('gitbook', () => {
  beforeEach(() => resetRouter('/'))

  it('defaults GITBOOK_INDEX_PAGE to about', () => {
    expect(config.parse({}).GITBOOK_INDEX_PAGE).toBe('about')
  })

  it("shows the index page's article on the home page instead of the list", () => {
    const about = detail({ type: 'Page', title: 'About these docs', href: '/about', pageIcon: '' })
    renderPage('LayoutIndex', {
      posts: [summary({ title: 'A listed post' })],
      pagination: onePage,
      indexPage: articleOf(about),
    })
    expect(screen.getByRole('heading', { level: 1, name: 'About these docs' })).toBeInTheDocument()
    expect(screen.queryByText('A listed post')).toBeNull()
  })

  it('shows the latest posts under a heading when the index page does not exist', () => {
    renderPage('LayoutIndex', {
      posts: [summary({ title: 'A listed post' })],
      pagination: onePage,
      indexPage: null,
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Latest posts' })).toBeInTheDocument()
    expect(screen.getByText('A listed post')).toBeInTheDocument()
  })

  it('marks the article in the tree and links its previous/next by the tree order', () => {
    resetRouter('/article/g2')
    const post = detail({
      id: 'g2'.padEnd(32, '0'),
      title: 'Doc g2',
      href: '/article/g2',
      category: 'Guides',
    })
    // The route's neighbours follow the list order; the tree's win.
    renderPage('LayoutSlug', {
      ...articleOf(post),
      prev: link('Doc n1', '/article/n1'),
      next: null,
    })
    const trees = screen.getAllByRole('navigation', { name: 'Documentation' })
    expect(within(trees[0]!).getByRole('link', { current: 'page' })).toHaveTextContent('Doc g2')
    const article = document.getElementById('article-wrapper')!
    const hrefs = [...article.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    expect(hrefs).toContain('/article/g1')
    expect(hrefs).toContain('/article/n1')
    expect(hrefs.indexOf('/article/g1')).toBeLessThan(hrefs.indexOf('/article/n1'))
  })

  it('offers the search in the top bar with its Ctrl K hint', () => {
    renderPage('LayoutPostList', { posts: [summary()], pagination: onePage, filter: null })
    const header = screen.getByRole('banner')
    expect(within(header).getByRole('search')).toBeInTheDocument()
    expect(within(header).getByText('Ctrl K')).toBeInTheDocument()
  })
})
