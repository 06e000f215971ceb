import { describe, expect, it } from 'vitest'
import { groupByMonth, monthHeadings, monthOf } from '@/components/sections/post-groups/group-by-month'

const post = (id: string, publishDay: string) => ({ id, publishDay })

describe('groupByMonth', () => {
  it('groups consecutive posts of the same month, keeping the list order', () => {
    const groups = groupByMonth([
      post('a', '2025-01-20'),
      post('b', '2025-01-02'),
      post('c', '2021-11-05'),
      post('d', '2021-07-02'),
      post('e', '2021-07-01'),
    ])
    expect(groups.map((g) => [g.month, g.posts.map((p) => p.id)])).toEqual([
      ['2025-01', ['a', 'b']],
      ['2021-11', ['c']],
      ['2021-07', ['d', 'e']],
    ])
  })

  it('answers no groups for no posts', () => {
    expect(groupByMonth([])).toEqual([])
  })

  it('reads the month from the publish day', () => {
    expect(monthOf(post('x', '2024-12-31'))).toBe('2024-12')
  })
})

describe('monthHeadings', () => {
  it('heads the first card of each month only', () => {
    const heading = monthHeadings()
    const days = ['2025-01-20', '2025-01-02', '2021-11-05', '2021-07-02']
    expect(days.map((d, i) => heading(post(String(i), d), i))).toEqual(['2025-01', null, '2021-11', '2021-07'])
  })

  it('starts afresh at index 0 (a new page of an infinite list)', () => {
    const heading = monthHeadings()
    expect(heading(post('a', '2025-01-20'), 0)).toBe('2025-01')
    expect(heading(post('b', '2025-01-02'), 0)).toBe('2025-01')
  })
})
