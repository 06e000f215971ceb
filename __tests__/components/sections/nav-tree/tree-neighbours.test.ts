// The tree's order drives prev/next: grouped by the site's category order, across category
// boundaries; a post outside the tree keeps the route's own neighbours.
import { describe, expect, it } from 'vitest'
import { treeNeighbourLinks, treeNeighbours } from '@/components/sections/nav-tree/tree-neighbours'
import { newestHref, treeOrder } from '@/components/sections/nav-tree/tree-order'
import type { PostIndexEntry, PostLink } from '@/lib/routes/types'

const entry = (id: string, category: string | null, publishDay = '2024-01-01'): PostIndexEntry => ({
  title: id,
  href: `/article/${id}`,
  external: false,
  category,
  publishDay,
  pageIcon: '',
})

// List order (newest first) mixes categories; the tree groups them as B, A, then uncategorized.
const index = [
  entry('a1', 'A'),
  entry('b1', 'B'),
  entry('n1', null),
  entry('a2', 'A'),
  entry('b2', 'B'),
]
const order = ['B', 'A']

describe('tree order', () => {
  it('groups by the category order, keeping list order inside a group, uncategorized last', () => {
    expect(treeOrder(index, order).map((e) => e.title)).toEqual(['b1', 'b2', 'a1', 'a2', 'n1'])
  })

  it('finds the newest post by publish day (first of equals), none in an empty index', () => {
    expect(
      newestHref([
        entry('x', 'A', '2024-01-01'),
        entry('y', 'B', '2025-03-02'),
        entry('z', 'B', '2025-03-02'),
      ]),
    ).toBe('/article/y')
    expect(newestHref([])).toBeNull()
  })
})

describe('treeNeighbours', () => {
  it('steps across a category boundary', () => {
    const found = treeNeighbours(index, order, '/article/b2')
    expect([found?.prev?.title, found?.next?.title]).toEqual(['b1', 'a1'])
  })

  it('has no previous at the top and no next at the bottom', () => {
    expect(treeNeighbours(index, order, '/article/b1')?.prev).toBeNull()
    expect(treeNeighbours(index, order, '/article/n1')?.next).toBeNull()
  })

  it('returns null for a page the tree does not hold', () => {
    expect(treeNeighbours(index, order, '/about')).toBeNull()
  })
})

describe('treeNeighbourLinks', () => {
  const routePrev: PostLink = { ...entry('a1', 'A'), id: 'a'.repeat(32), pageCoverThumbnail: '/thumb-a1.jpg' }

  it('reuses a link the route sent for the same post, else the entry without a thumbnail', () => {
    const links = treeNeighbourLinks(index, order, {
      href: '/article/b2',
      prev: null,
      next: null,
      known: [routePrev],
    })
    expect(links.next).toEqual(routePrev)
    expect(links.prev).toMatchObject({ title: 'b1', href: '/article/b1', pageCoverThumbnail: '' })
  })

  it("keeps the route's own neighbours for a page outside the tree", () => {
    const links = treeNeighbourLinks(index, order, { href: '/about', prev: routePrev, next: null })
    expect(links).toEqual({ prev: routePrev, next: null })
  })
})
