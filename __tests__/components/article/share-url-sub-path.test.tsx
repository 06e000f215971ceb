// A site built with SUB_PATH=/blog: what readers share and copy keeps the base path.
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CopyrightNotice } from '@/components/article/CopyrightNotice'
import { ShareBar } from '@/components/article/ShareBar'
import { renderInSite } from '../../fixtures/site-context'

vi.mock('next/router', async () => (await import('../../fixtures/router')).routerModule)
vi.mock('@/lib/routes/base-path', async (original) => ({
  ...(await original<typeof import('@/lib/routes/base-path')>()),
  BASE_PATH: '/blog',
}))

const post = { type: 'Post' as const, title: 'Hello', summary: '', href: '/article/hello' }

describe('share URLs under SUB_PATH', () => {
  it('with LINK: LINK + base path + prefix + page', () => {
    renderInSite(<ShareBar post={post} />, { chrome: { link: 'https://x.dev' }, variant: { prefix: '/en' } })
    const twitter = screen.getByRole('link', { name: 'Share on X (Twitter)' })
    expect(twitter.getAttribute('href')).toContain(`url=${encodeURIComponent('https://x.dev/blog/en/article/hello')}&`)
  })

  it('without LINK: the visitor’s origin + base path, also when copied', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.assign(navigator, { clipboard: { writeText } })
    renderInSite(<ShareBar post={post} />)
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await screen.findByText('Link copied')
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/blog/article/hello`)
  })

  it('the copyright block', () => {
    renderInSite(<CopyrightNotice post={post} />, { chrome: { link: 'https://x.dev' } })
    expect(screen.getByText('https://x.dev/blog/article/hello')).toBeInTheDocument()
  })
})
