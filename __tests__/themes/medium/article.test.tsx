import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { LayoutSlug } from '@/themes/medium/layouts/LayoutSlug'
import { resetRouter } from '@/__tests__/fixtures/router'
import { detail, link, tocEntries } from './posts'
import { linkIn, maybeLinkIn } from './queries'
import { renderMedium } from './render-medium'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const panel = () => screen.queryByTestId('medium-right-panel')
const prevNext = () => ({
  prev: link('Older post', '/article/older'),
  next: link('Newer post', '/article/newer'),
})

describe('medium article page', () => {
  beforeEach(() => resetRouter('/article/hello-medium'))

  it('shows the right panel, and hides it for a full-width post', () => {
    const { unmount } = renderMedium(
      <LayoutSlug post={detail()} body={null} aiSummary={null} related={[]} {...prevNext()} />,
    )
    expect(panel()).toBeInTheDocument()
    unmount()
    renderMedium(
      <LayoutSlug
        post={detail({ fullWidth: true })}
        body={null}
        aiSummary={null} related={[]}
        {...prevNext()}
      />,
    )
    expect(panel()).not.toBeInTheDocument()
  })

  it('offers the contents tab only when the post has a table of contents (more than one entry)', () => {
    const { unmount } = renderMedium(
      <LayoutSlug
        post={detail({ toc: tocEntries(3) })}
        body={null}
        aiSummary={null} related={[]}
        prev={null}
        next={null}
      />,
    )
    const tabs = within(panel() as HTMLElement).getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['Table of contents', 'About'])
    expect(linkIn(within(panel() as HTMLElement), 'Heading 2')).toHaveAttribute(
      'href',
      `#${tocEntries(3)[1]?.id}`,
    )
    unmount()

    for (const n of [0, 1]) {
      const view = renderMedium(
        <LayoutSlug
          post={detail({ toc: tocEntries(n) })}
          body={null}
          aiSummary={null} related={[]}
          prev={null}
          next={null}
        />,
      )
      expect(
        within(panel() as HTMLElement)
          .getAllByRole('tab')
          .map((t) => t.textContent),
      ).toEqual(['About'])
      view.unmount()
    }
  })

  it('puts a TOC toggle in the mobile bottom bar when there are entries, else a home link', () => {
    const { unmount } = renderMedium(
      <LayoutSlug
        post={detail({ toc: tocEntries(1) })}
        body={null}
        aiSummary={null} related={[]}
        prev={null}
        next={null}
      />,
    )
    const bar = within(screen.getByTestId('medium-bottom-bar'))
    expect(bar.getByRole('button', { name: 'Show table of contents' })).toBeInTheDocument()
    expect(bar.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument()
    unmount()
    renderMedium(
      <LayoutSlug
        post={detail({ toc: [] })}
        body={null}
        aiSummary={null} related={[]}
        prev={null}
        next={null}
      />,
    )
    const plain = within(screen.getByTestId('medium-bottom-bar'))
    expect(plain.queryByRole('button', { name: 'Show table of contents' })).not.toBeInTheDocument()
    expect(plain.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  })

  it('offers a floating contents button between the bottom bar and the panel, and beside a full-width post', () => {
    const button = () => screen.queryByTestId('floating-toc-button')
    const { unmount } = renderMedium(
      <LayoutSlug post={detail({ toc: tocEntries(3) })} body={null} aiSummary={null} related={[]} prev={null} next={null} />,
    )
    // md and up (phones have the bottom bar); gone at xl, where the right panel has the contents.
    expect(button()).toHaveClass('hidden', 'md:flex', 'xl:hidden')
    unmount()
    const wide = renderMedium(
      <LayoutSlug post={detail({ toc: tocEntries(3), fullWidth: true })} body={null} aiSummary={null} related={[]} prev={null} next={null} />,
    )
    expect(button()).toHaveClass('md:flex')
    expect(button()).not.toHaveClass('xl:hidden')
    wide.unmount()
    renderMedium(<LayoutSlug post={detail({ toc: [] })} body={null} aiSummary={null} related={[]} prev={null} next={null} />)
    expect(button()).toBeNull()
  })

  it('links the previous and next posts only for type Post', () => {
    const { unmount } = renderMedium(
      <LayoutSlug post={detail({ type: 'Post' })} body={null} aiSummary={null} related={[]} {...prevNext()} />,
    )
    expect(linkIn(screen, /Older post/)).toHaveAttribute('href', '/article/older')
    expect(linkIn(screen, /Newer post/)).toHaveAttribute('href', '/article/newer')
    unmount()
    renderMedium(
      <LayoutSlug post={detail({ type: 'Page' })} body={null} aiSummary={null} related={[]} {...prevNext()} />,
    )
    expect(maybeLinkIn(screen, /Older post/)).not.toBeInTheDocument()
    expect(maybeLinkIn(screen, /Newer post/)).not.toBeInTheDocument()
  })

  it('shows the shared lock screen instead of the body for a locked post', () => {
    renderMedium(
      <LayoutSlug
        post={detail({ locked: true, toc: [], wordCount: 0 })}
        body={null}
        aiSummary={null} related={[]}
        prev={null}
        next={null}
      />,
    )
    expect(screen.getByLabelText(/password/i)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /submit|unlock/i })).toBeInTheDocument()
  })

  it('wraps the article in #article-wrapper (the 404 redirect looks for it)', () => {
    renderMedium(
      <LayoutSlug post={detail()} body={null} aiSummary={null} related={[]} prev={null} next={null} />,
    )
    expect(document.querySelector('#article-wrapper h1')).toHaveTextContent('Hello medium')
  })

  it('hides the detail category and tags when the settings say so', () => {
    renderMedium(
      <LayoutSlug post={detail()} body={null} aiSummary={null} related={[]} prev={null} next={null} />,
      {
        settings: { MEDIUM_POST_DETAIL_CATEGORY: false, MEDIUM_POST_DETAIL_TAG: false },
      },
    )
    const article = within(document.querySelector('#article-wrapper') as HTMLElement)
    expect(maybeLinkIn(article, 'Notes')).not.toBeInTheDocument()
    expect(maybeLinkIn(article, 'React')).not.toBeInTheDocument()
  })

  it('gives the right panel a dark look with MEDIUM_RIGHT_PANEL_DARK', () => {
    const { unmount } = renderMedium(
      <LayoutSlug post={detail()} body={null} aiSummary={null} related={[]} prev={null} next={null} />,
    )
    expect(panel()).not.toHaveClass('dark')
    unmount()
    renderMedium(
      <LayoutSlug post={detail()} body={null} aiSummary={null} related={[]} prev={null} next={null} />,
      {
        settings: { MEDIUM_RIGHT_PANEL_DARK: true },
      },
    )
    expect(panel()).toHaveClass('dark')
  })
})
