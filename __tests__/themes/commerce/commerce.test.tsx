// The commerce theme's own behaviour: the home's products grouped by category with their price
// and buy link (from ext), the configured page's body above them, the features and contact form
// only when configured (and the footer's contact button with the form), the article's product
// card, and the categories box.
import { cleanup, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import commerce from '@/themes/commerce'
import { config } from '@/themes/commerce/config'
import { themePageRenderer } from '@/__tests__/fixtures/render-theme'
import { resetRouter } from '@/__tests__/fixtures/router'
import { detail, onePage, summary } from '../medium/posts'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const categories = [
  { name: 'Tools', color: 'default' as const, count: 2 },
  { name: 'Books', color: 'default' as const, count: 1 },
]
const renderPage = themePageRenderer(commerce, config, { categories })

const product = (n: number, category: string | null, ext: Record<string, unknown> = {}) =>
  summary({ id: String(n).padStart(32, '0'), title: `Product ${n}`, slug: `p${n}`, href: `/article/p${n}`, category, categories: category ? [category] : [], pageIcon: '', ext })

const products = [
  product(1, 'Books', { price: '$12', buy: 'https://shop.example.com/p1' }),
  product(2, 'Tools', { price: 30 }),
  product(3, null),
  product(4, 'Tools'),
]

const articleOf = (post = detail()) => ({ post, body: null, prev: null, next: null, related: [], aiSummary: null })

const groupOf = (name: string) => document.querySelector<HTMLElement>(`[data-commerce-group="${name}"]`)

describe('commerce', () => {
  beforeEach(() => resetRouter('/'))

  it('groups the products by category in the site order, uncategorised last', () => {
    renderPage('LayoutIndex', { posts: products, pagination: onePage })
    const groups = [...document.querySelectorAll('[data-commerce-group]')].map((g) => g.getAttribute('data-commerce-group'))
    expect(groups).toEqual(['Tools', 'Books', ''])
    const tools = groupOf('Tools')!
    expect(within(tools).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Product 2', 'Product 4'])
    expect(within(tools).getByRole('link', { name: 'Tools' })).toHaveAttribute('href', expect.stringContaining('/category/Tools'))
  })

  it("shows a product's price and buy link from its ext, and no price line without one", () => {
    renderPage('LayoutIndex', { posts: products, pagination: onePage })
    const books = groupOf('Books')!
    expect(within(books).getByText('$12')).toBeInTheDocument()
    expect(within(books).getByRole('link', { name: 'Buy' })).toHaveAttribute('href', 'https://shop.example.com/p1')
    expect(within(groupOf('Tools')!).getByText('30')).toBeInTheDocument()
    expect(within(groupOf('Tools')!).queryByRole('link', { name: 'Buy' })).toBeNull()
    expect(groupOf('')!.querySelector('[data-commerce-price]')).toBeNull()
  })

  it('renders the page COMMERCE_INDEX_PAGE names above the products, and none when unset', () => {
    const intro = detail({ type: 'Page', title: 'Our company', slug: 'company', href: '/company' })
    renderPage('LayoutIndex', { posts: products, pagination: onePage, indexPage: articleOf(intro) }, { COMMERCE_INDEX_PAGE: 'company' })
    const page = document.querySelector('[data-commerce-index-page="company"]')
    expect(page).not.toBeNull()
    expect(page!.compareDocumentPosition(document.querySelector('[data-commerce-products]')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(config.parse({}).COMMERCE_INDEX_PAGE).toBe('')
    cleanup()
    renderPage('LayoutIndex', { posts: products, pagination: onePage, indexPage: null })
    expect(document.querySelector('[data-commerce-index-page]')).toBeNull()
  })

  it('leaves out the features and the contact form (and its footer button) until they are configured', () => {
    renderPage('LayoutIndex', { posts: products, pagination: onePage })
    expect(document.querySelector('[data-section="features"]')).toBeNull()
    expect(document.querySelector('[data-section="contact"]')).toBeNull()
    expect(document.querySelector('[data-commerce-contact]')).toBeNull()
  })

  it('shows the hero heading, the features and the contact form with its footer button when configured', () => {
    renderPage(
      'LayoutIndex',
      { posts: products, pagination: onePage },
      {
        COMMERCE_HERO_TITLE: 'Product Center',
        COMMERCE_FEATURES_ITEMS: [{ title: 'Sturdy', text: 'Built to last' }],
        COMMERCE_CONTACT_ENDPOINT: 'mailto:sales@example.com',
      },
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Product Center' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Sturdy' })).toBeInTheDocument()
    expect(document.querySelector('#contact form')).not.toBeNull()
    expect(document.querySelector('[data-commerce-contact]')).toHaveAttribute('href', expect.stringContaining('#contact'))
  })

  it("opens an article on a dark banner and a product card with the post's price and buy link", () => {
    resetRouter('/article/p1')
    const post = detail({ title: 'Walnut desk', ext: { price: '€450', buy: '/article/order' } })
    renderPage('LayoutSlug', articleOf(post))
    expect(screen.getByRole('heading', { level: 1, name: /Walnut desk/ })).toBeInTheDocument()
    const card = document.querySelector<HTMLElement>('[data-commerce-intro]')!
    expect(within(card).getByText('€450')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Buy' })).toHaveAttribute('href', expect.stringContaining('/article/order'))
  })

  it('leaves the product card out of a page with no cover and no price', () => {
    resetRouter('/about')
    renderPage('LayoutSlug', articleOf(detail({ type: 'Page', pageCover: '', ext: {} })))
    expect(document.querySelector('[data-commerce-intro]')).toBeNull()
  })

  it('lists the categories beside the products and the archive, unless COMMERCE_CATEGORY_BOX is off', () => {
    renderPage('LayoutArchive', { groups: [{ month: '2024-05', posts: [products[0]!] }] })
    const box = document.querySelector<HTMLElement>('[data-commerce-categories]')!
    expect(within(box).getByRole('heading', { name: 'Product categories' })).toBeInTheDocument()
    expect(within(box).getAllByRole('link').map((a) => a.textContent)).toEqual(['Tools', 'Books'])
    cleanup()
    renderPage('LayoutPostList', { posts: products, pagination: onePage, filter: null }, { COMMERCE_CATEGORY_BOX: false })
    expect(document.querySelector('[data-commerce-categories]')).toBeNull()
  })
})
