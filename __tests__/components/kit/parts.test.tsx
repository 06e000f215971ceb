// The classNames convention on the shared components: a theme's string for a part replaces the
// default look of that part, while the structure the component needs stays.
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Pagination } from '@/components/navigation/Pagination'
import { CategoryList } from '@/components/taxonomy/CategoryList'
import { TableOfContents } from '@/components/toc/TableOfContents'
import type { CategoryItem, TocEntry } from '@/lib/site/types'
import { router, renderWithSite } from '../kit-a/site-fixture'

vi.mock('next/router', () => ({ useRouter: () => router }))

const classesOf = (element: Element) => (element.getAttribute('class') ?? '').split(' ')

const categories: CategoryItem[] = [
  { name: 'Notion', color: 'default', count: 3 },
  { name: 'Next', color: 'default', count: 1 },
]

describe('CategoryList parts', () => {
  it('by default: the default look on every part', () => {
    renderWithSite(<CategoryList categories={categories} activeName="Notion" />)
    expect(classesOf(screen.getByRole('list'))).toContain('space-y-1')
    const active = screen.getByRole('link', { name: /Notion/ })
    expect(classesOf(active)).toEqual(
      expect.arrayContaining(['flex', 'justify-between', 'rounded', 'font-semibold']),
    )
    expect(classesOf(screen.getByText('1'))).toContain('text-gray-500')
  })

  it("a theme's part replaces the look and keeps the structure", () => {
    renderWithSite(
      <CategoryList
        categories={categories}
        activeName="Notion"
        classNames={{
          root: 'divide-y',
          item: 'px-1 text-red-700',
          active: 'underline',
          count: 'text-xs',
        }}
      />,
    )
    expect(classesOf(screen.getByRole('list'))).toEqual(['divide-y'])
    const idle = screen.getByRole('link', { name: /Next/ })
    expect(classesOf(idle)).toEqual(['flex', 'justify-between', 'px-1', 'text-red-700'])
    const active = screen.getByRole('link', { name: /Notion/ })
    expect(classesOf(active)).toEqual([
      'flex',
      'justify-between',
      'px-1',
      'text-red-700',
      'underline',
    ])
    expect(classesOf(active)).not.toContain('font-semibold')
    expect(classesOf(screen.getByText('1'))).toEqual(['text-xs'])
  })
})

describe('Pagination parts', () => {
  const pagination = { page: 2, totalPages: 3, basePath: '/' }

  it('by default: the default look, the current page in the neutral badge', () => {
    renderWithSite(<Pagination pagination={pagination} />)
    const nav = screen.getByRole('navigation')
    expect(classesOf(nav)).toEqual(expect.arrayContaining(['flex', 'items-center', 'py-6']))
    expect(classesOf(screen.getByText('2'))).toContain('bg-gray-900')
  })

  it("a theme's parts replace the look and keep the layout and the accent focus ring", () => {
    renderWithSite(
      <Pagination
        pagination={pagination}
        classNames={{ root: 'mt-10 gap-3', link: 'px-2 text-blue-900', current: 'font-bold' }}
      />,
    )
    const nav = screen.getByRole('navigation')
    expect(classesOf(nav)).toEqual(['flex', 'items-center', 'mt-10', 'gap-3'])
    const link = screen.getByRole('link', { name: /Next page/ })
    expect(classesOf(link)).toEqual(
      expect.arrayContaining(['px-2', 'text-blue-900', 'focus-visible:outline-(--folio-accent)']),
    )
    expect(classesOf(link)).not.toContain('hover:bg-gray-100')
    expect(classesOf(screen.getByText('2'))).toEqual(['font-bold'])
  })
})

describe('TableOfContents parts', () => {
  const toc: TocEntry[] = [
    { id: 'a1', text: 'Intro', indentLevel: 0 },
    { id: 'b2', text: 'Details', indentLevel: 1 },
  ]
  // The article's headings, below the reading line: the first entry is the one being read.
  beforeEach(() => {
    toc.forEach((entry, index) => {
      const heading = document.createElement('h2')
      heading.dataset.id = entry.id
      heading.getBoundingClientRect = () => ({ top: 300 + index * 600 }) as DOMRect
      document.body.append(heading)
    })
  })
  afterEach(() => document.querySelectorAll('h2[data-id]').forEach((h) => h.remove()))

  it('marks the entry being read with the accent variable by default', () => {
    renderWithSite(<TableOfContents toc={toc} />)
    const active = screen.getByRole('link', { name: 'Intro' })
    expect(active).toHaveAttribute('aria-current', 'location')
    expect(classesOf(active)).toContain('text-(--folio-accent)')
    expect(classesOf(screen.getByRole('link', { name: 'Details' }))).not.toContain(
      'text-(--folio-accent)',
    )
  })

  it("a theme's parts replace the look; entries stay one indented, truncated line", () => {
    renderWithSite(
      <TableOfContents
        toc={toc}
        classNames={{
          root: 'leading-6',
          title: 'uppercase',
          item: 'text-stone-500',
          active: 'text-red-600',
        }}
      />,
    )
    expect(classesOf(screen.getByRole('navigation'))).toEqual(['leading-6'])
    expect(classesOf(screen.getByText('Table of contents'))).toEqual(['uppercase'])
    const active = screen.getByRole('link', { name: 'Intro' })
    expect(classesOf(active)).toEqual(
      expect.arrayContaining(['block', 'truncate', 'pl-0', 'text-red-600']),
    )
    expect(classesOf(active)).not.toContain('text-(--folio-accent)')
    const idle = screen.getByRole('link', { name: 'Details' })
    expect(classesOf(idle)).toEqual(
      expect.arrayContaining(['block', 'truncate', 'pl-4', 'text-stone-500']),
    )
    expect(classesOf(idle)).not.toContain('text-gray-600')
  })
})
