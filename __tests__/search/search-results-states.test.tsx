// What a search page says before the full-text index has answered: 'Searching...' in the server
// HTML and during hydration (a word only a post body holds must never first be reported
// missing), 'No results found.' only once the index answered without a hit or failed, and at
// once for visitors without JavaScript (inside <noscript>).
import { act, screen, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetLoadedIndexes } from '@/components/search/load-search-index'
import { NOSCRIPT_SEARCH_CSS, SearchResults } from '@/components/search/SearchResults'
import { SiteProvider } from '@/components/site/SiteContext'
import { I18nProvider } from '@/lib/i18n/react'
import { fixtureContext, renderInSite } from '@/__tests__/fixtures/site-context'
import { resetRouter } from '@/__tests__/fixtures/router'
import { notionTips, payload } from './fixtures'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const fetchMock = vi.fn()
const status = () => document.querySelector('section[data-fulltext]')?.getAttribute('data-fulltext')

function page(keyword: string, locale: 'en-US' | 'fr-FR' = 'en-US') {
  return (
    <SiteProvider value={fixtureContext({}, { locale })}>
      <I18nProvider locale={locale}>
        <SearchResults keyword={keyword} initialPosts={[]} />
      </I18nProvider>
    </SiteProvider>
  )
}

/** The index request stays open until the test answers it. */
function holdIndex() {
  let answer: (value: unknown) => void = () => {}
  fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)))
  return (body: unknown = payload, ok = true) =>
    act(async () => answer({ ok, status: ok ? 200 : 500, json: async () => body }))
}

beforeEach(() => {
  resetLoadedIndexes()
  resetRouter('/search/zephyrine')
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

describe('search page before the index answers', () => {
  it('server HTML: "Searching..." for a keyword without server matches, "No results" only in <noscript>', () => {
    const html = renderToString(page('zephyrine'))
    const container = document.createElement('div')
    container.innerHTML = html
    const section = container.querySelector('section[data-fulltext]')
    expect(section).toHaveAttribute('data-fulltext', 'loading')
    expect(section).toHaveAttribute('aria-busy', 'true')
    const pending = container.querySelector('[data-search-pending]')
    expect(pending).toHaveAttribute('role', 'status')
    expect(pending).toHaveTextContent('Searching...')
    // Outside <noscript> nothing says there is no result.
    const outside = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
    expect(outside).not.toContain('No results found.')
    const noscript = html.match(/<noscript>([\s\S]*?)<\/noscript>/)?.[1] ?? ''
    expect(noscript).toContain('No results found.')
    expect(noscript).toContain('zephyrine')
    expect(noscript).toContain(NOSCRIPT_SEARCH_CSS)
    expect(NOSCRIPT_SEARCH_CSS).toContain('[data-search-pending]')
  })

  it('in the page language', () => {
    const html = renderToString(page('zephyrine', 'fr-FR'))
    expect(html).toContain('Recherche en cours…')
  })

  it('hydrates without a mismatch, then shows the body-only hit the index finds', async () => {
    const answerIndex = holdIndex()
    const container = document.createElement('div')
    container.innerHTML = renderToString(page('zephyrine'))
    document.body.appendChild(container)
    const mismatch = vi.fn()
    const consoleError = vi.spyOn(console, 'error')
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, page('zephyrine'), { onRecoverableError: mismatch })
    })
    expect(mismatch).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
    expect(screen.getByRole('status')).toHaveTextContent('Searching...')
    expect(screen.queryByText('No results found.')).toBeNull()
    await answerIndex()
    expect(await screen.findByRole('link', { name: /Walking the trail/ })).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
    expect(container.querySelector('noscript')).toBeNull()
    act(() => root?.unmount())
    container.remove()
    consoleError.mockRestore()
  })
})

describe('search page states', () => {
  it('loading: "Searching...", busy; ready without a hit: "No results found." with the keyword', async () => {
    const answerIndex = holdIndex()
    renderInSite(<SearchResults keyword="nothingmatches" initialPosts={[]} />)
    expect(status()).toBe('loading')
    expect(screen.getByRole('status')).toHaveTextContent('Searching...')
    expect(screen.queryByText('No results found.')).toBeNull()
    await answerIndex()
    await waitFor(() => expect(status()).toBe('ready'))
    expect(screen.getByRole('status')).toHaveTextContent('No results found.')
    expect(screen.getByRole('status')).toHaveTextContent('nothingmatches')
    expect(document.querySelector('[data-search-pending]')).toBeNull()
  })

  it('error: "No results found." once the index cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const answerIndex = holdIndex()
    renderInSite(<SearchResults keyword="zephyrine" initialPosts={[]} />)
    expect(screen.getByRole('status')).toHaveTextContent('Searching...')
    // The API and the static file both fail.
    fetchMock.mockResolvedValue({ ok: false, status: 500, json: async () => null })
    await answerIndex(null, false)
    await waitFor(() => expect(status()).toBe('error'))
    expect(screen.getByRole('status')).toHaveTextContent('No results found.')
    vi.mocked(console.error).mockRestore()
  })

  it('server matches show at once, without "Searching..." while the index loads', () => {
    holdIndex()
    resetRouter('/search/notion')
    renderInSite(<SearchResults keyword="notion" initialPosts={[notionTips]} />)
    expect(status()).toBe('loading')
    expect(screen.getByRole('link', { name: /Notion tips/ })).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
  })
})
