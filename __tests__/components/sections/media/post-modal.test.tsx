// The post modal: a plain click on a card opens the post over its list with the post's own
// address (a masked shallow push), the modal shows what the list knows and links to the full
// post, Escape or the close button step back (or land on the list's address when the modal was
// not opened here), focus moves in and returns, and modifier clicks keep the browser's way.
import { act, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PostModal } from '@/components/sections/media/PostModal'
import { isPlainClick, POST_MODAL_PARAM, usePostModal } from '@/components/sections/media/usePostModal'
import type { ListedPost } from '@/lib/routes/types'
import { SiteProvider } from '@/components/site/SiteContext'
import { I18nProvider } from '@/lib/i18n/react'
import { fixtureContext } from '@/__tests__/fixtures/site-context'
import { resetRouter, routerStub } from '@/__tests__/fixtures/router'
import { summary } from '@/__tests__/themes/medium/posts'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const posts: ListedPost[] = [
  summary({ id: 'first', title: 'Kyoto in the rain', href: '/article/kyoto', summary: 'Grey roofs.' }),
  summary({ id: 'second', title: 'No cover here', href: '/article/plain', pageCover: '', pageCoverThumbnail: '' }),
  summary({ id: 'away', title: 'Elsewhere', href: 'https://example.com/x', external: true }),
]

function Grid() {
  const modal = usePostModal(posts, { basePath: '/', page: 2 })
  return (
    <>
      {posts.map((post) => (
        <a key={post.id} href={post.href} {...modal.linkProps(post)}>
          {post.title}
        </a>
      ))}
      <PostModal post={modal.post} onClose={modal.close} />
    </>
  )
}

function renderGrid(keep = '') {
  const value = fixtureContext({}, { keep })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SiteProvider value={value}>
      <I18nProvider locale="en-US">{children}</I18nProvider>
    </SiteProvider>
  )
  return render(<Grid />, { wrapper })
}

/** The router's query after a navigation, as the list re-renders with it. */
function showQuery(query: Record<string, string>, rerender: (ui: React.ReactElement) => void) {
  routerStub.query = query
  act(() => rerender(<Grid />))
}

describe('usePostModal + PostModal', () => {
  beforeEach(() => {
    resetRouter('/')
    routerStub.query = { variant: 'v' }
  })
  afterEach(() => vi.restoreAllMocks())

  it('opens a post with a masked shallow push to its own address on a plain click', () => {
    const push = vi.spyOn(routerStub, 'push')
    renderGrid('theme=plog')
    const link = screen.getByText('Kyoto in the rain')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    link.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(push).toHaveBeenCalledWith(
      { pathname: '/[variant]', query: { variant: 'v', [POST_MODAL_PARAM]: 'first' } },
      '/article/kyoto?theme=plog',
      { shallow: true, scroll: false },
    )
  })

  it('leaves modifier clicks, middle clicks and external posts to the browser', () => {
    const push = vi.spyOn(routerStub, 'push')
    renderGrid()
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
      screen.getByText('Kyoto in the rain').dispatchEvent(click)
      expect(click.defaultPrevented).toBe(false)
    }
    const external = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    screen.getByText('Elsewhere').dispatchEvent(external)
    expect(external.defaultPrevented).toBe(false)
    expect(push).not.toHaveBeenCalled()
    expect(isPlainClick({ button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: true, defaultPrevented: false })).toBe(false)
  })

  it('shows the post the list knows, with a link to the full post, and nothing for an unknown id', () => {
    const { rerender } = renderGrid()
    showQuery({ [POST_MODAL_PARAM]: 'nope' }, rerender)
    expect(screen.queryByRole('dialog')).toBeNull()
    showQuery({ [POST_MODAL_PARAM]: 'first' }, rerender)
    const dialog = screen.getByRole('dialog', { name: 'Kyoto in the rain' })
    expect(dialog.textContent).toContain('Grey roofs.')
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/covers/hello.png')
    expect(screen.getByRole('link', { name: 'Read more' }).getAttribute('href')).toBe('/article/kyoto')
    expect(dialog.textContent).toContain('React')
  })

  it('the full-post link takes the modal history entry (Back from the post returns to the list)', () => {
    const replace = vi.spyOn(routerStub, 'replace')
    const { rerender } = renderGrid('theme=plog')
    showQuery({ [POST_MODAL_PARAM]: 'first' }, rerender)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    screen.getByRole('link', { name: 'Read more' }).dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(replace).toHaveBeenCalledWith('/article/kyoto?theme=plog')
  })

  it('a post without a cover opens without a picture', () => {
    const { rerender } = renderGrid()
    showQuery({ [POST_MODAL_PARAM]: 'second' }, rerender)
    expect(screen.getByRole('dialog').querySelector('img, [data-cover]')).toBeNull()
  })

  it('Escape after opening it here steps back in history; focus moves in and returns to the card', () => {
    const back = vi.spyOn(routerStub, 'back')
    const { rerender } = renderGrid()
    const link = screen.getByText('Kyoto in the rain')
    link.focus()
    fireEvent.click(link)
    showQuery({ [POST_MODAL_PARAM]: 'first' }, rerender)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(back).toHaveBeenCalledTimes(1)
    showQuery({}, rerender)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(link)
  })

  it('stays open through a route change until the address says otherwise (Back closes it)', () => {
    const back = vi.spyOn(routerStub, 'back')
    const { rerender } = renderGrid()
    showQuery({ [POST_MODAL_PARAM]: 'first' }, rerender)
    act(() => routerStub.events.emit('routeChangeStart', '/'))
    expect(back).not.toHaveBeenCalled()
    showQuery({}, rerender)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closing a modal it did not open lands on the list address instead of leaving the site', () => {
    const back = vi.spyOn(routerStub, 'back')
    const replace = vi.spyOn(routerStub, 'replace')
    const { rerender } = renderGrid()
    showQuery({ variant: 'v', [POST_MODAL_PARAM]: 'first' }, rerender)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(back).not.toHaveBeenCalled()
    expect(replace).toHaveBeenCalledWith({ pathname: '/[variant]', query: { variant: 'v' } }, '/page/2', { shallow: true, scroll: false })
  })
})
