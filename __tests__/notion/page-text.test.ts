// The text lib/notion reads from a page for word counts, the TOC, previews and search.
import { describe, expect, it } from 'vitest'
import { dateMention, h2, inlineEquation, NotionWorkspace, notionId, paragraph, syncedBlock, syncedReference, compactId, userMention } from '@/lib/notion/builder'
import { readableText } from '@/lib/notion/properties'
import { pageBlockTexts } from '@/lib/notion/page-text'
import { normaliseRecordMap } from '@/lib/notion/records'
import { tableOfContents } from '@/lib/notion/toc'
import { wordStats } from '@/lib/notion/word-count'
import { bodyLines } from '@/lib/search/body-lines'

function workspace() {
  const ws = new NotionWorkspace({ seed: 'page-text' })
  ws.addPage({ title: 'Source', body: [syncedBlock(notionId('shared'), [h2('Shared heading'), paragraph('two words')])] })
  const page = ws.addPage({
    title: 'Reader',
    body: [paragraph(['Energy ', inlineEquation('E = mc^2'), ' holds']), syncedReference(notionId('shared'))],
  })
  return { map: normaliseRecordMap(ws.getPage(page)), id: compactId(page) }
}

describe('page text', () => {
  it('reads an inline equation as its LaTeX, not as the placeholder', () => {
    const { map, id } = workspace()
    const first = pageBlockTexts(map, id)[0]
    expect(first).toEqual({ type: 'text', text: 'Energy E = mc^2 holds' })
    expect(JSON.stringify(pageBlockTexts(map, id))).not.toContain('⁍')
  })

  it('follows a synced-block reference to content living in another page', () => {
    const { map, id } = workspace()
    expect(tableOfContents(map, id).map((e) => e.text)).toEqual(['Shared heading'])
    // Energy E = mc^2 holds (5) + Shared heading (2) + two words (2)
    expect(wordStats(map, id).wordCount).toBe(9)
  })

  it('gives the search index the same lines', () => {
    const { map, id } = workspace()
    expect(bodyLines(map, id)).toEqual([
      { text: 'Energy E = mc^2 holds', prose: true },
      { text: 'Shared heading', prose: true },
      { text: 'two words', prose: true },
    ])
  })
})

describe('readable text of titles, summaries and headings', () => {
  it('reads mentions and equations as a reader sees them, never as placeholders', () => {
    const title = [
      ['Notes from '],
      dateMention({ type: 'date', start_date: '2024-05-01' }),
      [' with '],
      userMention('0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f'),
      ['and '],
      inlineEquation('x^2'),
    ]
    expect(readableText(title)).toBe('Notes from 2024-05-01 with and x^2')
    expect(readableText([['‣', [['lm', { href: 'https://example.com', title: 'Example' }]]]])).toBe('Example')
  })

  it('gives headings with an equation their LaTeX in the table of contents', () => {
    const ws = new NotionWorkspace({ seed: 'toc-equation' })
    const page = ws.addPage({ title: 'Physics', body: [h2(['Energy ', inlineEquation('E = mc^2')])] })
    expect(tableOfContents(normaliseRecordMap(ws.getPage(page)), compactId(page)).map((e) => e.text)).toEqual([
      'Energy E = mc^2',
    ])
  })
})
