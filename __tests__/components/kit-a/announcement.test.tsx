import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Announcement } from '@/components/widgets/Announcement'
import { paragraph } from '@/lib/notion/builder'
import { bodyRecordMap } from './record-map-fixture'
import { router, renderWithSite } from './site-fixture'

vi.mock('next/router', () => ({ useRouter: () => router }))

describe('Announcement', () => {
  it('renders nothing when the workspace has no notice', () => {
    const { container } = renderWithSite(<Announcement />)
    expect(container).toBeEmptyDOMElement()
  })

  it('shows the heading and the notice content', async () => {
    const notice = bodyRecordMap([paragraph('Comments are back on.')])
    renderWithSite(<Announcement />, { chrome: { notice } })
    expect(screen.getByRole('heading', { name: 'Announcement' })).toBeInTheDocument()
    // The Notion renderer is its own chunk, loaded on demand.
    expect(await screen.findByText('Comments are back on.')).toBeInTheDocument()
    expect(document.querySelector('svg')).toBeInTheDocument()
  })

  it('takes its heading from the dictionary', () => {
    const notice = bodyRecordMap([paragraph('x')])
    renderWithSite(<Announcement />, { chrome: { notice }, locale: 'zh-CN' })
    expect(screen.getByRole('heading', { name: '公告' })).toBeInTheDocument()
  })
})
