import { describe, expect, it } from 'vitest'
import { groupByCategory } from '@/components/sections/post-groups/group-by-category'

const post = (title: string, category: string | null) => ({ title, category })

describe('groupByCategory', () => {
  it('groups in first-appearance order and keeps the posts in order inside a group', () => {
    const groups = groupByCategory([post('a', 'X'), post('b', 'Y'), post('c', 'X')])
    expect(groups.map((g) => [g.category, g.posts.map((p) => p.title)])).toEqual([
      ['X', ['a', 'c']],
      ['Y', ['b']],
    ])
  })

  it("follows the site's category order and leaves out empty categories", () => {
    const groups = groupByCategory([post('a', 'X'), post('b', 'Y')], ['Y', 'Empty', 'X'])
    expect(groups.map((g) => g.category)).toEqual(['Y', 'X'])
  })

  it('puts the posts without a category last', () => {
    const groups = groupByCategory([post('a', null), post('b', 'X')], ['X'])
    expect(groups.map((g) => g.category)).toEqual(['X', null])
  })
})
