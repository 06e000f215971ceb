// What styles/notion.css promises a phone (390 px): a wide simple table or mermaid diagram
// scrolls sideways inside the column instead of widening the page or shrinking to unreadable
// text, and the database view icons follow the text colour (dark mode). jsdom has no layout,
// so the rules themselves are checked, and the diagram's width hand-over in a render.
import { readFileSync } from 'node:fs'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Mermaid } from '@/components/notion/code/Mermaid'
import { naturalWidthStyle } from '@/components/notion/code/mermaid-width'
import { renderInSite } from '../fixtures/site-context'

const SVG = '<svg id="d" width="100%" xmlns="http://www.w3.org/2000/svg" style="max-width: 868.9375px;" viewBox="0 0 868.9375 190"><g></g></svg>'

vi.mock('mermaid', () => ({
  default: { initialize: () => undefined, render: async () => ({ svg: SVG }) },
}))

/** The declarations of the rule with exactly this selector (whitespace-normalised). */
function rule(selector: string): Record<string, string> {
  const css = readFileSync('styles/notion.css', 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
  for (const [, selectors = '', body = ''] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!selectors.split(',').some((s) => s.trim().replace(/\s+/g, ' ') === selector)) continue
    return Object.fromEntries(
      body
        .split(';')
        .map((d) => d.split(':').map((p) => p.trim()))
        .filter((d): d is [string, string] => Boolean(d[0] && d[1])),
    )
  }
  return {}
}

describe('notion.css on a phone', () => {
  it('lets a simple table scroll inside the column, at the widths its cells ask for', () => {
    expect(rule('.folio-notion .notion-simple-table')).toMatchObject({
      display: 'block',
      width: 'fit-content',
      'max-width': '100%',
      'overflow-x': 'auto',
    })
    expect(rule('.folio-notion .notion-simple-table > tbody')).toMatchObject({ display: 'table', width: 'max-content' })
  })

  it('keeps a wide mermaid diagram readable (at least 3/4 of its drawn size), scrolling, reachable from its left edge', () => {
    expect(rule('.folio-notion .folio-mermaid svg')['min-width']).toBe('calc(var(--folio-mermaid-width, 0px) * 0.75)')
    expect(rule('.folio-notion .folio-mermaid')).toMatchObject({ 'overflow-x': 'auto', 'align-items': 'flex-start' })
  })

  it('draws the database view icons in the text colour', () => {
    expect(rule('.folio-notion .notion-collection-view-type-icon').fill).toBe('currentColor')
  })
})

describe('a drawn mermaid diagram', () => {
  it('hands the width mermaid drew it at to the stylesheet', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const { container } = renderInSite(<Mermaid source="graph LR; a-->b" fallback={<pre>code</pre>} />)
    await act(async () => undefined)
    const box = await waitFor(() => {
      const drawn = container.querySelector<HTMLElement>('.folio-mermaid')
      if (!drawn) throw new Error('not drawn yet')
      return drawn
    })
    expect(box.style.getPropertyValue('--folio-mermaid-width')).toBe('868.9375px')
    vi.unstubAllGlobals()
  })

  it('reads the width from the viewBox, and gives none when there is none', () => {
    expect(naturalWidthStyle('<svg viewBox="0 0 412.5 90">')).toEqual({ '--folio-mermaid-width': '412.5px' })
    expect(naturalWidthStyle('<svg width="300">')).toBeUndefined()
  })
})
