import { render, screen } from '@testing-library/react'
import { PostExcerpt } from '@/components/lists/PostExcerpt'

describe('PostExcerpt', () => {
  it('does not clamp a preview by default: POST_PREVIEW_LINES decides its length', () => {
    render(<PostExcerpt post={{ summary: '', preview: 'One\nTwo\nThree\nFour\nFive\nSix' }} />)
    const excerpt = screen.getByText(/One/)
    expect(excerpt).toHaveAttribute('data-excerpt', 'preview')
    expect(excerpt.className).not.toMatch(/line-clamp/)
  })

  it('clamps a summary by default', () => {
    render(<PostExcerpt post={{ summary: 'A summary', preview: 'Body' }} />)
    expect(screen.getByText('A summary').className).toMatch(/line-clamp-4/)
  })
})
