import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { prismLanguage } from '@/components/notion/code-language'
import { unsignedSource } from '@/components/notion/image-source'
import { NotionBody } from '@/components/notion/NotionBody'
import {
  NotionWorkspace,
  blogSchema,
  codeBlock,
  compactId,
  equation,
  h2,
  h3,
  image,
  link,
  paragraph,
} from '@/lib/notion/builder'
import { trimBody } from '@/lib/notion/body'
import { normaliseRecordMap } from '@/lib/notion/records'
import type { Block } from 'notion-types'
import { bodyPage } from './record-map-fixture'
import { router, renderWithSite } from './site-fixture'

vi.mock('next/router', () => ({ useRouter: () => router }))

const S3_IMAGE = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/file/diagram.png'
const HEADING_ID = '0f6c1a52-8d1e-4b3a-9a43-2f1de1a2b3c4'

function tour() {
  return bodyPage([
    paragraph(['Plain words and ', link('the about page', '/about'), '.']),
    h2('First section', { id: HEADING_ID }),
    h3('A detail'),
    codeBlock('const answer: number = 42', 'TypeScript'),
    codeBlock('just text', 'Plain Text'),
    equation('E = mc^2'),
    image(S3_IMAGE, { caption: 'A diagram' }),
  ])
}

describe('NotionBody', () => {
  it('renders the text of the body', () => {
    renderWithSite(<NotionBody recordMap={tour().recordMap} />)
    expect(screen.getByText(/Plain words and/)).toBeInTheDocument()
    expect(screen.getByText('A detail')).toBeInTheDocument()
  })

  it('gives headings the block id without dashes, the anchor the TOC links to', () => {
    const { container } = renderWithSite(<NotionBody recordMap={tour().recordMap} />)
    const anchorId = compactId(HEADING_ID)
    expect(container.querySelector(`#${CSS.escape(anchorId)}`)).not.toBeNull()
    expect(container.querySelector(`[data-id="${anchorId}"]`)).toHaveTextContent('First section')
  })

  it('renders code blocks with the Prism language class', () => {
    const { container } = renderWithSite(<NotionBody recordMap={tour().recordMap} />)
    const code = container.querySelectorAll('pre.notion-code code')
    expect(code[0]).toHaveClass('language-typescript')
    expect(code[0]).toHaveTextContent('const answer: number = 42')
    expect(code[1]).toHaveClass('language-plaintext')
  })

  it('typesets equations with KaTeX', () => {
    const { container } = renderWithSite(<NotionBody recordMap={tour().recordMap} />)
    const math = container.querySelector('.notion-equation-block .katex')
    expect(math).not.toBeNull()
    expect(math?.querySelector('annotation')).toHaveTextContent('E = mc^2')
  })

  it('serves Notion-hosted images through the Notion image proxy, never signed', () => {
    const { recordMap } = tour()
    expect(Object.values(recordMap.signed_urls).some((u) => u.includes('X-Amz-Signature'))).toBe(true)
    const { container } = renderWithSite(<NotionBody recordMap={recordMap} />, {
      chrome: { notionHost: 'https://notion.example' } as never, // only the host matters here
    })
    const img = container.querySelector('figure img')
    const src = new URL(img?.getAttribute('src') ?? '')
    expect(src.origin + src.pathname).toBe(`https://notion.example/image/${encodeURIComponent(S3_IMAGE)}`)
    expect(src.searchParams.get('table')).toBe('block')
    expect(src.searchParams.get('id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(img?.getAttribute('src')).not.toContain('X-Amz')
  })

  it('falls back to www.notion.so when the site has no Notion host set', () => {
    const { container } = renderWithSite(<NotionBody recordMap={tour().recordMap} />)
    expect(container.querySelector('figure img')?.getAttribute('src')).toMatch(/^https:\/\/www\.notion\.so\/image\//)
  })

  it('keeps the visitor’s theme on internal links and opens external ones in a new tab', () => {
    const { recordMap } = bodyPage([
      paragraph([link('about', '/about'), ' and ', link('elsewhere', 'https://example.org/x')]),
    ])
    renderWithSite(<NotionBody recordMap={recordMap} />, { variant: { keep: 'theme=hexo' } })
    expect(screen.getByRole('link', { name: 'about' })).toHaveAttribute('href', '/about?theme=hexo')
    expect(screen.getByRole('link', { name: 'about' })).not.toHaveAttribute('target')
    const external = screen.getByRole('link', { name: 'elsewhere' })
    expect(external).toHaveAttribute('target', '_blank')
    expect(external.getAttribute('rel')).toContain('noopener')
  })

  it('does not print the database row’s property table above a post', () => {
    const ws = new NotionWorkspace({ seed: 'kit-a-row', time: Date.UTC(2025, 0, 1) })
    const blog = ws.addDatabasePage({ seed: 'blog', title: 'Blog', schema: blogSchema(), views: [{ type: 'table' }] })
    const rowId = blog.addRow({
      seed: 'row',
      properties: { title: 'Row post', type: 'Post', status: 'Published', slug: 'row' },
      body: [paragraph('Row body text')],
    })
    const recordMap = trimBody(normaliseRecordMap(ws.getPage(rowId)), rowId)
    const { container } = renderWithSite(<NotionBody recordMap={recordMap} />)
    expect(screen.getByText('Row body text')).toBeInTheDocument()
    expect(container.querySelector('.notion-collection-row')).toBeNull()
    expect(container).not.toHaveTextContent('password')
  })

  it('adds the theme’s class to the body root', () => {
    const { container } = renderWithSite(<NotionBody recordMap={tour().recordMap} className="prose-x" />)
    expect(container.querySelector('.notion')).toHaveClass('folio-notion', 'prose-x')
  })
})

describe('prismLanguage', () => {
  it('maps Notion’s language names to Prism ids', () => {
    expect(prismLanguage('TypeScript')).toBe('typescript')
    expect(prismLanguage('Plain Text')).toBe('plaintext')
    expect(prismLanguage('C#')).toBe('csharp')
    expect(prismLanguage('C++')).toBe('cpp')
    expect(prismLanguage('Shell')).toBe('bash')
    expect(prismLanguage('HTML')).toBe('markup')
    expect(prismLanguage(undefined)).toBe('plaintext')
  })
})

describe('unsignedSource', () => {
  const block = { id: 'b', type: 'image', properties: { source: [['https://s3/x.png']] } } as unknown as Block

  it('goes back to the block’s own URL for a signature stored under the block id', () => {
    const signed = { '12345678-aaaa-bbbb-cccc-1234567890ab': 'https://s3/x.png?X-Amz-Signature=1' }
    expect(unsignedSource('https://s3/x.png?X-Amz-Signature=1', block, signed)).toBe('https://s3/x.png')
  })

  it('goes back to the original URL for a signature stored under that URL', () => {
    const signed = { 'https://s3/y.png': 'https://s3/y.png?X-Amz-Signature=2' }
    expect(unsignedSource('https://s3/y.png?X-Amz-Signature=2', block, signed)).toBe('https://s3/y.png')
  })

  it('leaves URLs that were never signed alone', () => {
    expect(unsignedSource('/demo/images/a.svg', block, {})).toBe('/demo/images/a.svg')
  })
})
