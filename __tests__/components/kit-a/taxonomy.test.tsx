import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CategoryList } from '@/components/taxonomy/CategoryList'
import { TagCloud } from '@/components/taxonomy/TagCloud'
import { router, renderWithSite } from './site-fixture'

vi.mock('next/router', () => ({ useRouter: () => router }))

const categories = [
  { name: 'Engineering', color: 'blue' as const, count: 7 },
  { name: 'Life', color: 'green' as const, count: 3 },
]
const tags = [
  { name: 'react', color: 'blue' as const, count: 5 },
  { name: 'notion', color: 'gray' as const, count: 2 },
]

describe('CategoryList', () => {
  it('lists the site’s categories with their counts by default', () => {
    renderWithSite(<CategoryList />, { chrome: { categories } })
    const item = screen.getByRole('link', { name: /Engineering/ })
    expect(item).toHaveAttribute('href', '/category/Engineering')
    expect(within(item).getByText('7')).toBeInTheDocument()
  })

  it('marks the category being shown', () => {
    renderWithSite(<CategoryList categories={categories} activeName="Life" />)
    expect(screen.getByRole('link', { name: /Life/ })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: /Engineering/ })).not.toHaveAttribute('aria-current')
  })

  it('renders nothing without categories', () => {
    const { container } = renderWithSite(<CategoryList />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('TagCloud', () => {
  it('shows the site’s tags as chips linking to their pages', () => {
    renderWithSite(<TagCloud showCount />, { chrome: { tags } })
    expect(screen.getByRole('link', { name: /react/ })).toHaveAttribute('href', '/tag/react')
    expect(screen.getByRole('link', { name: /react/ })).toHaveTextContent('react5')
  })

  it('renders nothing without tags', () => {
    const { container } = renderWithSite(<TagCloud tags={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
