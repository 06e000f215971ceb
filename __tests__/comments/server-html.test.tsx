// The server cannot tell a crawler from a person, and cached HTML is served to both: the
// comment section is never in the server HTML, and appears for people after hydration
// without a hydration mismatch.
import { cleanup, act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Comments } from '@/components/comments'
import { SiteProvider } from '@/components/site/SiteContext'
import type { CommentBackend } from '@/lib/comments/types'
import { I18nProvider } from '@/lib/i18n/react'
import { fixtureContext } from '@/__tests__/fixtures/site-context'
import { fixturePost, installIntersectionObserver } from './helpers'

const utterances: CommentBackend = {
  kind: 'utterances',
  repo: 'folio/comments',
  issueTerm: 'pathname',
  label: '',
  scriptUrl: 'https://utteranc.es/client.js',
}

function page() {
  const value = fixtureContext({ comments: { backends: [utterances] } })
  return (
    <SiteProvider value={value}>
      <I18nProvider locale="en-US">
        <article>
          <p>Body</p>
          <Comments post={fixturePost()} />
        </article>
      </I18nProvider>
    </SiteProvider>
  )
}

beforeEach(() => installIntersectionObserver())
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  cleanup()
})

describe('the comment section in server HTML', () => {
  it('is absent: no section, no heading', () => {
    const html = renderToString(page())
    expect(html).toContain('<p>Body</p>')
    expect(html).not.toContain('id="comment"')
    expect(html).not.toContain('Comments</h2>')
  })

  it('appears for people after hydration, with no mismatch', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(page())
    document.body.append(container)
    const errors: unknown[] = []
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args))
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: (error) => errors.push(error) })
    })
    expect(container.querySelector('section#comment h2')).toHaveTextContent('Comments')
    expect(errors).toEqual([])
    consoleError.mockRestore()
  })

  it('stays absent after hydration for a search-engine bot', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')
    const container = document.createElement('div')
    container.innerHTML = renderToString(page())
    document.body.append(container)
    await act(async () => {
      hydrateRoot(container, page())
    })
    expect(container.querySelector('#comment')).toBeNull()
    expect(container.querySelector('p')).toHaveTextContent('Body')
  })
})
