import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NoticeBar } from '@/components/home/NoticeBar'
import { renderInSite } from '@/__tests__/fixtures/site-context'

const LINKS = [
  { title: 'First notice', url: '/about' },
  { title: 'Second notice', url: 'https://example.org/two' },
  { title: 'Third notice', url: '/archive' },
]

describe('NoticeBar links', () => {
  it('opens every link in a new window without an opener, keeping ?theme= on site paths', () => {
    renderInSite(<NoticeBar links={LINKS} quote={null} />, { variant: { keep: 'theme=example' } })
    const about = screen.getByRole('link', { name: 'First notice' })
    expect(about).toHaveAttribute('href', '/about?theme=example')
    // Links waiting for their turn are hidden from assistive technology, not left out.
    const external = screen.getByRole('link', { name: 'Second notice', hidden: true })
    expect(external).toHaveAttribute('href', 'https://example.org/two')
    for (const link of [about, external]) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link.getAttribute('rel')).toContain('noopener')
    }
  })

  it('renders nothing without links and without a quote', () => {
    const { container } = renderInSite(<NoticeBar links={[]} quote={null} />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('NoticeBar quote', () => {
  const source = {
    apiUrl: 'https://quotes.test/api',
    linkTemplate: 'https://quotes.test/q?uuid={uuid}',
  }
  afterEach(() => vi.unstubAllGlobals())

  it('shows the quote with its source and a link to it', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ hitokoto: 'Less is more.', uuid: 'q-7', from: 'An architect' }),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderInSite(<NoticeBar links={LINKS} quote={source} />)
    const link = await screen.findByRole('link', { name: /Less is more\./ })
    expect(link).toHaveAttribute('href', 'https://quotes.test/q?uuid=q-7')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveTextContent('— An architect')
    expect(fetchMock).toHaveBeenCalledWith('https://quotes.test/api', expect.anything())
  })

  it('logs a failure and keeps showing "Loading..."', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 502 })),
    )
    const { container } = renderInSite(<NoticeBar links={LINKS} quote={source} />)
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    await vi.waitFor(() => expect(warn).toHaveBeenCalled())
    expect(String(warn.mock.calls[0]?.[0])).toContain('https://quotes.test/api')
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    expect(container.querySelector('[data-home-quote="loading"]')).not.toBeNull()
    warn.mockRestore()
  })

  it('asks for no quote when the setting is empty', () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderInSite(<NoticeBar links={LINKS} quote={null} />)
    expect(screen.queryByText('Loading...')).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
