import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NotFoundMessage } from '@/components/notfound/NotFoundMessage'
import { useRedirectHome } from '@/components/notfound/useRedirectHome'
import { router, renderWithSite } from './site-fixture'

vi.mock('next/router', () => ({ useRouter: () => router }))

function NotFoundPage({ seconds, withArticle = false }: { seconds: number; withArticle?: boolean }) {
  useRedirectHome(seconds)
  return withArticle ? <article>Found after all</article> : <NotFoundMessage redirecting />
}

beforeEach(() => {
  vi.useFakeTimers()
  router.replace.mockClear()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('useRedirectHome', () => {
  it('replaces the page with home after the given seconds, not before', () => {
    renderWithSite(<NotFoundPage seconds={3} />)
    vi.advanceTimersByTime(2999)
    expect(router.replace).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(router.replace).toHaveBeenCalledExactlyOnceWith('/')
  })

  it('honours a longer waiting time', () => {
    renderWithSite(<NotFoundPage seconds={8} />)
    vi.advanceTimersByTime(7999)
    expect(router.replace).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(router.replace).toHaveBeenCalledOnce()
  })

  it('stays when an article element exists', () => {
    renderWithSite(<NotFoundPage seconds={3} withArticle />)
    vi.advanceTimersByTime(10_000)
    expect(router.replace).not.toHaveBeenCalled()
  })

  it('stays when an #article-wrapper appeared before the time is up', () => {
    renderWithSite(<NotFoundPage seconds={3} />)
    const wrapper = document.createElement('div')
    wrapper.id = 'article-wrapper'
    document.body.append(wrapper)
    vi.advanceTimersByTime(3000)
    wrapper.remove()
    expect(router.replace).not.toHaveBeenCalled()
  })

  it('keeps the visitor’s language prefix and theme on the way home', () => {
    renderWithSite(<NotFoundPage seconds={3} />, { variant: { prefix: '/fr', keep: 'theme=hexo' } })
    vi.advanceTimersByTime(3000)
    expect(router.replace).toHaveBeenCalledWith('/fr?theme=hexo')
  })

  it('cancels the redirect when the page goes away', () => {
    const { unmount } = renderWithSite(<NotFoundPage seconds={3} />)
    unmount()
    vi.advanceTimersByTime(5000)
    expect(router.replace).not.toHaveBeenCalled()
  })
})

describe('NotFoundMessage', () => {
  it('shows 404 and the redirect sentence from the dictionary', () => {
    renderWithSite(<NotFoundMessage redirecting />)
    expect(screen.getByText('404')).toBeInTheDocument()
    expect(screen.getByText('Page Not Found, Redirecting to Home Page...')).toBeInTheDocument()
  })

  it('shows the short message without redirecting, in the visitor’s language', () => {
    renderWithSite(<NotFoundMessage />, { locale: 'zh-CN' })
    expect(screen.getByText('页面未找到')).toBeInTheDocument()
  })
})
