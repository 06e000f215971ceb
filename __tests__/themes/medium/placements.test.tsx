// What the medium theme places besides posts: visitor counters in the footer (only with a
// counter), the site statistics and e-mail button in the About tab, the waves and the loading
// cover behind their settings, ad placements (only with ads), card excerpts and the comment link.
import { act, fireEvent, screen, within } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { preloadVisitorCounters } from '@/components/chrome/VisitorCounters'
import { preloadAnalyticsCounters } from '@/components/home/AnalyticsCard'
import { resetLoadingCoverVisit } from '@/components/home/LoadingCover'
import { preloadAdSlot } from '@/components/plugins/AdSlot'
import { preloadHomeWidgets } from '@/components/sections/home/HomeWidgets'
import type { CommentBackend } from '@/lib/comments/types'
import type { PluginChrome } from '@/lib/plugins/types'
import type { SiteChrome } from '@/lib/routes/types'
import { LayoutArchive } from '@/themes/medium/layouts/LayoutArchive'
import { LayoutIndex } from '@/themes/medium/layouts/LayoutIndex'
import { LayoutSlug } from '@/themes/medium/layouts/LayoutSlug'
import { resetRouter } from '@/__tests__/fixtures/router'
import { fixtureChrome } from '@/__tests__/fixtures/site-context'
import { detail, onePage, summary } from './posts'
import { renderMedium } from './render-medium'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const COUNTER: PluginChrome = { counter: { url: 'https://counter.test/busuanzi' } }
const ADS: PluginChrome = {
  ads: {
    adsense: {
      client: 'ca-pub-1',
      test: false,
      slots: { list: '111', flow: '222', native: '333', sidebar: '444' },
      flowLayoutKey: '-fb+5w',
    },
    blockedNotice: false,
  },
}
const UTTERANCES: CommentBackend = {
  kind: 'utterances',
  repo: 'o/r',
  issueTerm: 'pathname',
  label: '',
  scriptUrl: 'https://assets.test/client.js',
}

const footer = () => within(screen.getByRole('contentinfo'))
const panel = () => within(screen.getByTestId('medium-right-panel'))
const archive = (chrome: Partial<SiteChrome> = {}, settings = {}) =>
  renderMedium(<LayoutArchive groups={[]} />, { chrome, settings })
const posts = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    summary({ id: `${i}`.padStart(32, '0'), title: `Post ${i + 1}`, href: `/article/p${i}` }),
  )

describe('medium placements', () => {
  // Widgets and plugin pieces load lazily where configured; loaded first, they render at once.
  beforeAll(() => Promise.all([preloadHomeWidgets(), preloadVisitorCounters(), preloadAnalyticsCounters(), preloadAdSlot()]))
  beforeEach(() => {
    resetRouter('/archive')
    resetLoadingCoverVisit()
  })

  it('shows visitor counters in the footer only when a counter service is configured', () => {
    const { unmount } = archive()
    expect(document.querySelector('[data-visitor-counters]')).toBeNull()
    unmount()
    archive({ plugins: COUNTER })
    const counters = footer().getByText(/Page views/).closest('[data-visitor-counters]')
    expect(counters).not.toBeNull()
    expect(counters).toHaveTextContent('Visitors')
  })

  it('puts the site statistics and the e-mail button in the About tab', () => {
    archive({
      postCount: 27,
      plugins: COUNTER,
      socials: { ...fixtureChrome().socials, emailEncoded: btoa('ada@example.org') },
    })
    const stats = within(panel().getByRole('region', { name: 'Site statistics' }))
    expect(stats.getByText('Posts').nextSibling).toHaveTextContent('27')
    expect(stats.getByText('Page views')).toBeInTheDocument()
    expect(stats.getByText('Visitors')).toBeInTheDocument()
    expect(panel().getByRole('button', { name: 'Email' })).toHaveAttribute('data-contact-email')
  })

  it('animates the panel tabs (contents ↔ about)', () => {
    renderMedium(
      <LayoutSlug post={detail()} body={null} aiSummary={null} related={[]} prev={null} next={null} />,
    )
    const tabpanel = () => panel().getByRole('tabpanel')
    expect(tabpanel()).not.toHaveAttribute('data-entering')
    fireEvent.click(panel().getByRole('tab', { name: 'About' }))
    expect(tabpanel()).toHaveAttribute('data-entering')
    expect(tabpanel().style.animationDuration).toBe('400ms')
  })

  it('draws the footer waves only with MEDIUM_FOOTER_WAVE, hidden under 800 px', () => {
    const { unmount } = archive()
    expect(document.querySelector('[data-wave-decoration]')).toBeNull()
    unmount()
    archive({}, { MEDIUM_FOOTER_WAVE: true })
    const wave = document.querySelector('[data-wave-decoration]')
    expect(wave).toHaveClass('hidden', 'min-[800px]:block')
  })

  it('opens the first home page behind the loading cover only with MEDIUM_HOME_LOADING_COVER', () => {
    resetRouter('/')
    const home = (settings = {}, page = 1) =>
      renderMedium(
        <LayoutIndex posts={posts(1)} pagination={{ ...onePage, page, totalPages: 2 }} />,
        { settings },
      )
    const first = home()
    expect(document.querySelector('[data-loading-cover]')).toBeNull()
    first.unmount()
    const second = home({ MEDIUM_HOME_LOADING_COVER: true }, 2)
    expect(document.querySelector('[data-loading-cover]')).toBeNull()
    second.unmount()
    home({ MEDIUM_HOME_LOADING_COVER: true })
    expect(document.querySelector('[data-loading-cover]')).toHaveAttribute(
      'data-loading-cover',
      'waiting',
    )
  })

  it('places the ad slots only when ads are configured: in-feed every 4 cards, list, native, sidebar', async () => {
    resetRouter('/')
    const { unmount } = renderMedium(
      <LayoutIndex posts={posts(9)} pagination={{ ...onePage, totalPages: 2 }} />,
    )
    await act(async () => {})
    expect(document.querySelector('[data-ad-kind]')).toBeNull()
    unmount()
    renderMedium(<LayoutIndex posts={posts(9)} pagination={{ ...onePage, totalPages: 2 }} />, {
      chrome: { plugins: ADS },
    })
    await act(async () => {})
    const kinds = [...document.querySelectorAll('[data-ad-kind]')].map((e) =>
      e.getAttribute('data-ad-kind'),
    )
    expect(kinds.sort()).toEqual(['flow', 'flow', 'list', 'native', 'sidebar'])
    const flow = document.querySelector('[data-ad-kind="flow"]')
    // The first in-feed ad follows the 4th card.
    expect(flow?.previousElementSibling).toHaveTextContent('Post 4')
    expect(panel().getByText((_, el) => el?.getAttribute('data-ad-kind') === 'sidebar')).toBeTruthy()
  })
})

describe('medium cards', () => {
  beforeEach(() => resetRouter('/'))

  it('show the body preview of a post without a summary, the summary otherwise', () => {
    renderMedium(
      <LayoutIndex
        posts={[
          { ...summary({ id: 'a'.repeat(32), summary: '' }), preview: 'First line\nSecond line' },
          summary({ id: 'b'.repeat(32), title: 'With summary' }),
        ]}
        pagination={onePage}
      />,
    )
    const [noSummary, withSummary] = screen.getAllByTestId('medium-post-card')
    expect(noSummary?.querySelector('[data-excerpt="preview"]')).toHaveTextContent(
      'First line Second line',
    )
    expect(withSummary?.querySelector('[data-excerpt="summary"]')).toHaveTextContent(
      'A short summary of the post.',
    )
  })

  it('link to the comments only when a comment backend is configured and the post takes them', () => {
    const { unmount } = renderMedium(<LayoutIndex posts={[summary()]} pagination={onePage} />)
    expect(document.querySelector('[data-comment-link]')).toBeNull()
    unmount()
    renderMedium(
      <LayoutIndex
        posts={[summary(), summary({ id: 'c'.repeat(32), href: '/article/quiet', comment: 'Hide' })]}
        pagination={onePage}
      />,
      { chrome: { comments: { backends: [UTTERANCES] } } },
    )
    const links = [...document.querySelectorAll('[data-comment-link]')]
    expect(links).toHaveLength(1)
    expect(links[0]).toHaveAttribute('href', '/article/hello-medium?target=comment')
    expect(links[0]).toHaveAccessibleName('Go to comments')
  })
})
