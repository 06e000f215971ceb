// The article header's fields in both themes: last-edited date, view count only with a
// configured counter, reading stats, the author link to /about; and, in the example theme,
// the ad slot, category/tag chips and the table-of-contents rules.
import { act, screen, waitFor, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ArticleStats } from '@/components/article/ArticleStats'
import { preloadVisitorCounters } from '@/components/chrome/VisitorCounters'
import { AuthorLink } from '@/components/article/AuthorLink'
import { forgetVisitorCounts } from '@/lib/plugins/visitor-counts'
import type { SiteChrome } from '@/lib/routes/types'
import type { PostDetail } from '@/lib/site/types'
import { LayoutSlug as ExampleSlug } from '@/themes/example/layouts/LayoutSlug'
import { LayoutSlug as MediumSlug } from '@/themes/medium/layouts/LayoutSlug'
import { resetRouter } from '@/__tests__/fixtures/router'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import { detail, tocEntries } from '@/__tests__/themes/medium/posts'
import { renderMedium } from '@/__tests__/themes/medium/render-medium'
import { themeRenderer } from '@/__tests__/fixtures/render-theme'
import example from '@/themes/example'
import { config as exampleConfig } from '@/themes/example/config'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const COUNTER = 'https://counter.example.com/api'
const withCounter: Partial<SiteChrome> = { plugins: { counter: { url: COUNTER } } }

/** Answers the counter's JSONP request the way the service would. */
async function answerCounter(pagePv: number) {
  const script = await waitFor(() => {
    const found = document.head.querySelector<HTMLScriptElement>(`script[src^="${COUNTER}"]`)
    if (!found) throw new Error('no counter request yet')
    return found
  })
  const callback = new URL(script.src).searchParams.get('jsonpCallback') ?? ''
  act(() => (window as unknown as Record<string, (d: unknown) => void>)[callback]?.({ page_pv: pagePv }))
}

const slug = (Layout: typeof ExampleSlug, post: PostDetail) => (
  <Layout post={post} body={null} aiSummary={null} related={[]} prev={null} next={null} />
)
const renderExamplePage = themeRenderer(example, exampleConfig)
const renderExample = (ui: ReactElement, chrome: Partial<SiteChrome> = {}) => renderExamplePage(ui, { chrome })

// The counters' code is a lazily loaded piece; loaded first, a configured counter renders at once.
beforeAll(preloadVisitorCounters)
beforeEach(() => resetRouter('/article/hello-medium'))
afterEach(() => {
  forgetVisitorCounts()
  document.head.querySelectorAll('script').forEach((s) => s.remove())
})

describe('ArticleStats', () => {
  it('shows the last-edited date and reading stats, and no view count without a counter', () => {
    renderInSite(<ArticleStats post={detail()} />)
    const edited = document.querySelector('[data-meta="last-edited"]')
    expect(edited).toHaveTextContent('Last edited May 7, 2024')
    expect(edited?.querySelector('time')).toHaveAttribute('dateTime', '2024-05-07T08:00:00.000Z')
    expect(screen.getByText('Words 420')).toBeInTheDocument()
    expect(document.querySelector('[data-counter]')).toBeNull()
  })

  it('shows this page’s views once the configured counter answers', async () => {
    renderInSite(<ArticleStats post={detail()} />, { chrome: withCounter })
    expect(document.querySelector('[data-counter="pagePv"]')).toHaveTextContent('Views …')
    await answerCounter(1234)
    await waitFor(() => expect(document.querySelector('[data-counter="pagePv"]')).toHaveTextContent('Views 1,234'))
  })

  it('leaves out the word count of a locked post', () => {
    renderInSite(<ArticleStats post={detail({ wordCount: 0, readTime: 0 })} />)
    expect(screen.queryByText(/Words/)).toBeNull()
  })
})

describe('AuthorLink', () => {
  it('links the author to /about, and is absent without an author', () => {
    renderInSite(<AuthorLink />)
    expect(screen.getByRole('link', { name: 'Ada' })).toHaveAttribute('href', '/about')
    const none = renderInSite(<AuthorLink />, { chrome: { author: '' } })
    expect(none.container).toBeEmptyDOMElement()
  })
})

describe.each([
  ['medium', (post: PostDetail, chrome: Partial<SiteChrome> = {}) => renderMedium(slug(MediumSlug, post), { chrome })],
  ['example', (post: PostDetail, chrome: Partial<SiteChrome> = {}) => renderExample(slug(ExampleSlug, post), chrome)],
] as const)('%s article header', (_theme, render) => {
  const header = () => within(document.querySelector('#article-wrapper') as HTMLElement)

  it('has the publish date, last-edited date, reading stats and the author link to /about', () => {
    render(detail())
    expect(header().getByText('May 6, 2024')).toBeInTheDocument()
    expect(document.querySelector('#article-wrapper [data-meta="last-edited"]')).toHaveTextContent('May 7, 2024')
    expect(header().getByText('Words 420')).toBeInTheDocument()
    expect(header().getAllByRole('link', { name: /Ada/ })[0]).toHaveAttribute('href', '/about')
  })

  it('shows the view count only when a counter is configured', async () => {
    const { unmount } = render(detail())
    expect(document.querySelector('#article-wrapper [data-counter="pagePv"]')).toBeNull()
    unmount()
    render(detail(), withCounter)
    await answerCounter(7)
    await waitFor(() =>
      expect(document.querySelector('#article-wrapper [data-counter="pagePv"]')).toHaveTextContent('Views 7'),
    )
  })

  it('shows no publish date for a page, but still the last-edited date', () => {
    render(detail({ type: 'Page' }))
    expect(header().queryByText('May 6, 2024')).toBeNull()
    expect(document.querySelector('#article-wrapper [data-meta="last-edited"]')).toHaveTextContent('May 7, 2024')
  })
})

describe('example article layout', () => {
  const sideToc = () => screen.queryByTestId('side-toc')
  const floating = () => screen.queryByTestId('floating-toc-button')

  it('puts a sticky contents card in the sidebar only for more than one entry', () => {
    for (const [n, card] of [[0, false], [1, false], [3, true]] as const) {
      const view = renderExample(slug(ExampleSlug, detail({ toc: tocEntries(n) })))
      expect(sideToc() !== null, `${n} entries`).toBe(card)
      view.unmount()
    }
    renderExample(slug(ExampleSlug, detail({ toc: tocEntries(3) })))
    expect(sideToc()?.closest('.sticky')).not.toBeNull()
    expect(within(sideToc() as HTMLElement).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Heading 1', 'Heading 2', 'Heading 3',
    ])
  })

  it('offers the floating contents panel on small screens whenever there are entries', () => {
    const { unmount } = renderExample(slug(ExampleSlug, detail({ toc: [] })))
    expect(floating()).toBeNull()
    unmount()
    renderExample(slug(ExampleSlug, detail({ toc: tocEntries(1) })))
    expect(floating()).toHaveClass('lg:hidden')
    act(() => floating()?.click())
    const panel = screen.getByRole('dialog', { name: 'Table of contents' })
    expect(within(panel).getByRole('link', { name: 'Heading 1' })).toBeInTheDocument()
  })

  it('drops the sidebar (and its contents card) for a full-width post', () => {
    renderExample(slug(ExampleSlug, detail({ fullWidth: true, toc: tocEntries(3) })))
    expect(sideToc()).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Categories' })).toBeNull()
    expect(floating()).toBeInTheDocument()
  })

  it('has the category and tag chips under the body, and the article ad slot', async () => {
    const ads = { adsense: { client: 'ca-pub-1', test: true, slots: { article: '123' }, flowLayoutKey: '' }, blockedNotice: false }
    renderExample(slug(ExampleSlug, detail()), { plugins: { ads } })
    const chips = within(screen.getByTestId('article-chips'))
    expect(chips.getByRole('link', { name: 'Notes' })).toHaveAttribute('href', '/category/Notes')
    expect(chips.getByRole('link', { name: 'React' })).toHaveAttribute('href', '/tag/React')
    await waitFor(() => expect(document.querySelector('#article-wrapper [data-ad-kind="article"] ins')).not.toBeNull())
  })
})
