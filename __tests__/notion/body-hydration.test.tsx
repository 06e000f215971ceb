// Server and browser draw the same markup for any body: an article's or the notice's, however
// odd its content, drawn by the renderer or as static HTML, read in another time zone than the
// server's. A difference makes React throw the server's HTML away (error #418 in production).
import { describe, expect, it, vi } from 'vitest'
import { hydrationProblems, serverBodyHtml } from '@/__tests__/fixtures/body-render'
import { ALL_UNUSUAL, UNUSUAL_CASES, unusualBody } from '@/__tests__/fixtures/unusual-bodies'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const CASES = Object.entries(UNUSUAL_CASES)

describe.each(['article', 'notice'] as const)('%s bodies hydrate as the server drew them', (as) => {
  it.each(CASES)('%s', async (name, blocks) => {
    const body = unusualBody(blocks, as, name)
    expect(await hydrationProblems(body)).toEqual([])
    expect(await hydrationProblems(body, 'static')).toEqual([])
  })

  it('with every case in one body', async () => {
    expect(await hydrationProblems(unusualBody(ALL_UNUSUAL, as, 'all'))).toEqual([])
  })
})

describe('what the unusual bodies show', () => {
  it('text as text, links that stay links, one link per run, dates in UTC', () => {
    const html = serverBodyHtml(unusualBody(ALL_UNUSUAL, 'article', 'shown'))
    const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html')
    expect(doc.querySelector('a a'), 'a link inside a link').toBeNull()
    const text = doc.body.textContent ?? ''
    expect(text).toContain('<div>block</div>')
    expect(text).toContain('Mar 1, 2025')
    expect(text).toContain('Apr 1, 2025 00:30')
    expect(text).toContain('May 1, 2025 → Jun 1, 2025')
    expect(text).toContain('Fix <b>things</b>')
    const hrefs = [...doc.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(expect.arrayContaining(['#top', 'mailto:a@example.com', 'tel:+123', '/article/linked', '/article/missing', 'https://github.com/folio/folio/pull/1']))
    expect(hrefs.join(' ')).not.toContain('foo:bar')
  })
})
