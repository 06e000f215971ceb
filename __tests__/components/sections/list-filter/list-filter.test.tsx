// The live list filter: every typed word must appear in a post's title, summary, category or
// tags (any case); the box reports what is typed and clears on Escape.
import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { ListFilterBox } from '@/components/sections/list-filter/ListFilterBox'
import { filterWords, matchesListFilter } from '@/components/sections/list-filter/list-filter'
import { renderInSite } from '@/__tests__/fixtures/site-context'

const post = { title: 'Hello Notion', summary: 'A first post', category: 'Notes', categories: ['Notes'], tags: ['react', 'next'] }

describe('matchesListFilter', () => {
  it('lets every post through a blank filter', () => {
    expect(filterWords('   ')).toEqual([])
    expect(matchesListFilter(post, '  ')).toBe(true)
  })

  it('finds words in the title, summary, category and tags, in any case', () => {
    expect(matchesListFilter(post, 'notion')).toBe(true)
    expect(matchesListFilter(post, 'FIRST')).toBe(true)
    expect(matchesListFilter(post, 'notes')).toBe(true)
    expect(matchesListFilter(post, 'react')).toBe(true)
  })

  it('needs every word', () => {
    expect(matchesListFilter(post, 'hello react')).toBe(true)
    expect(matchesListFilter(post, 'hello vue')).toBe(false)
  })
})

function Harness() {
  const [text, setText] = useState('')
  return (
    <>
      <ListFilterBox value={text} onChange={setText} />
      <output>{text}</output>
    </>
  )
}

describe('ListFilterBox', () => {
  it('reports the text as it is typed and clears it on Escape', () => {
    renderInSite(<Harness />)
    const box = screen.getByRole('searchbox', { name: 'Search articles' })
    fireEvent.change(box, { target: { value: 'notion' } })
    expect(screen.getByRole('status').textContent).toBe('notion')
    fireEvent.keyDown(box, { key: 'Escape' })
    expect(screen.getByRole('status').textContent).toBe('')
  })
})
