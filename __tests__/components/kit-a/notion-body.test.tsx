import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NotionBody } from '@/components/notion/NotionBody'
import { prismLanguage } from '@/lib/notion/code-language'
import { trimBody, type BodyRecordMap } from '@/lib/notion/body'
import { DEFAULT_BODY_SETTINGS } from '@/lib/notion/body-extras'
import { DEFAULT_CODE_THEMES } from '@/lib/notion/code-theme'
import { applyBodySettings } from '@/lib/notion/prepare-body'
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
import { normaliseRecordMap } from '@/lib/notion/records'
import { S3_FILE, S3_IMAGE, tourBlog } from '../../notion/body-fixture'
import { bodyPage } from './record-map-fixture'
import { router, renderWithSite } from './site-fixture'

vi.mock('next/router', () => ({ useRouter: () => router }))
// The renderer's pieces are separate chunks, imported (and transformed) on first use.
configure({ asyncUtilTimeout: 8000 })

const HEADING_ID = '0f6c1a52-8d1e-4b3a-9a43-2f1de1a2b3c4'
const HOST = 'https://notion.example'

/** IntersectionObserver stand-in: records what is observed, and lets a test scroll it in. */
class FakeObserver {
  static all: FakeObserver[] = []
  observed: Element[] = []
  constructor(
    private callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this)
  }
  observe(el: Element) {
    this.observed.push(el)
  }
  disconnect() {
    this.observed = []
  }
  unobserve() {}
  takeRecords() {
    return []
  }
  static show(el: Element) {
    for (const o of FakeObserver.all.filter((x) => x.observed.includes(el))) {
      o.callback([{ isIntersecting: true, target: el } as IntersectionObserverEntry], o as unknown as IntersectionObserver)
    }
  }
}

/** The off-screen preloader (jsdom loads no images): a test says when the download ends. */
class FakeImage {
  static all: FakeImage[] = []
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  src = ''
  srcset = ''
  sizes = ''
  decoding = ''
  constructor() {
    FakeImage.all.push(this)
  }
  static finish(src: string, outcome: 'load' | 'error') {
    for (const image of FakeImage.all.filter((i) => i.src === src)) (outcome === 'load' ? image.onload : image.onerror)?.()
  }
}

beforeEach(() => {
  FakeObserver.all = []
  FakeImage.all = []
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  vi.stubGlobal('Image', FakeImage)
})
afterEach(() => vi.unstubAllGlobals())

function tour() {
  return bodyPage([
    paragraph(['Plain words and ', link('the about page', '/about'), '.']),
    h2('First section', { id: HEADING_ID }),
    h3('A detail'),
    codeBlock('const answer: number = 42', 'TypeScript'),
    codeBlock('just text', 'Plain Text'),
    equation('E = mc^2'),
    image(S3_IMAGE, { caption: 'A diagram', width: 800, height: 400 }),
  ])
}

const render = (recordMap: BodyRecordMap, host = HOST) =>
  renderWithSite(<NotionBody recordMap={recordMap} />, { chrome: { notionHost: host } as never })

const withSettings = (recordMap: BodyRecordMap, over: Partial<typeof DEFAULT_BODY_SETTINGS.code>, image = {}) => ({
  ...recordMap,
  folio: {
    ...recordMap.folio!,
    settings: {
      code: { ...DEFAULT_BODY_SETTINGS.code, ...over },
      image: { ...DEFAULT_BODY_SETTINGS.image, ...image },
    },
  },
})

describe('NotionBody', () => {
  it('renders the text of the body, with heading anchors the TOC links to', async () => {
    const { container } = render(tour().recordMap)
    expect(await screen.findByText(/Plain words and/)).toBeInTheDocument()
    expect(screen.getByText('A detail')).toBeInTheDocument()
    const anchorId = compactId(HEADING_ID)
    expect(container.querySelector(`#${CSS.escape(anchorId)}`)).not.toBeNull()
    expect(container.querySelector(`[data-id="${anchorId}"]`)).toHaveTextContent('First section')
  })

  it('shows code as the server highlighted it, with the language label and the Prism class', async () => {
    const { container } = render(tour().recordMap)
    await screen.findByText('TypeScript')
    const code = container.querySelectorAll('pre.notion-code code')
    expect(code[0]).toHaveClass('language-typescript')
    expect(code[0]).toHaveTextContent('const answer: number = 42')
    expect(code[0]?.querySelector('.token.keyword')).toHaveTextContent('const')
    expect(code[1]).toHaveClass('language-plaintext')
    expect(screen.getByText('Plain Text')).toHaveClass('folio-code-language')
    expect(container.querySelector('style[data-folio-code-theme]')?.innerHTML).toContain('.folio-code')
  })

  it('copies a code block’s text with its copy button', async () => {
    const writeText = vi.fn(async () => undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    render(tour().recordMap)
    const [button] = await screen.findAllByRole('button', { name: 'Copy code' })
    fireEvent.click(button!)
    expect(writeText).toHaveBeenCalledWith('const answer: number = 42')
    expect(await screen.findAllByText('Code copied')).not.toHaveLength(0)
  })

  it('follows the CODE_* settings: window dots, line numbers, copy button, folding', async () => {
    const plain = render(withSettings(tour().recordMap, { macBar: false, lineNumbers: true, copyButton: false, collapse: true, expanded: false }))
    await screen.findByText('TypeScript')
    const block = plain.container.querySelector('figure.folio-code')!
    expect(block.querySelector('[aria-hidden="true"] i')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Copy code' })).toBeNull()
    expect(block.querySelector('pre span[aria-hidden="true"]')).toHaveTextContent('1')
    const fold = screen.getAllByRole('button', { name: 'Show code' })[0]!
    expect(fold).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(fold)
    expect(fold).toHaveAttribute('aria-expanded', 'true')
    expect(fold).toHaveTextContent('Hide code')
    plain.unmount()

    const dressed = render(tour().recordMap)
    await screen.findByText('TypeScript')
    expect(dressed.container.querySelector('figure.folio-code [aria-hidden="true"] i')).not.toBeNull()
    expect(screen.queryByRole('button', { name: 'Show code' })).toBeNull()
    expect(dressed.container.querySelector('pre span[aria-hidden="true"]')).toBeNull()
  })

  it('shows equations as the server typeset them (KaTeX markup, no KaTeX in the browser)', async () => {
    const { container } = render(tour().recordMap)
    await waitFor(() => expect(container.querySelector('.notion-equation-block .katex')).not.toBeNull())
    expect(container.querySelector('.notion-equation-block annotation')).toHaveTextContent('E = mc^2')
  })

  it('shows the TeX source when no typeset copy came with the body', async () => {
    const { recordMap } = tour()
    const { container } = render({ ...recordMap, folio: { ...recordMap.folio!, equations: {} } })
    await waitFor(() => expect(container.querySelector('code.notion-equation-block')).toHaveTextContent('E = mc^2'))
  })
})

describe('NotionBody images', () => {
  it('reserve their size, wait for the viewport (200 px, 10 %), then load the compressed copy', async () => {
    const { container } = render(tour().recordMap)
    await screen.findByText('A diagram')
    const img = container.querySelector('figure img.folio-image') as HTMLImageElement
    expect(img).toHaveAttribute('width', '800')
    expect(img).toHaveAttribute('height', '400')
    expect(img.style.aspectRatio).toBe('800 / 400')
    expect(img.getAttribute('src')).toMatch(/^data:image\/gif/)
    expect(img).toHaveClass('folio-image-waiting')
    const observer = FakeObserver.all.find((o) => o.observed.includes(img))!
    expect(observer.options).toEqual({ rootMargin: '200px', threshold: 0.1 })
    act(() => FakeObserver.show(img))
    // Downloaded off-screen, with the visible image's srcset and sizes; the box keeps its size.
    const preload = FakeImage.all.at(-1)!
    // A Notion upload is a file of Folio's own route (issue 34), sized by Next's optimiser.
    const src = new URL(preload.src, 'http://site.test')
    expect(src.pathname).toMatch(/^\/api\/file\/block\/[0-9a-f]{32}\/source\/[0-9a-f]{10}\/[\w.%-]+$/)
    expect(preload.srcset).toMatch(/ 1080w$/)
    expect(preload.sizes).toBe(img.getAttribute('sizes'))
    expect(preload.src).not.toContain('X-Amz')
    expect(img).toHaveClass('folio-image-loading')
    expect(img.getAttribute('src')).toMatch(/^data:image\/gif/)
    act(() => FakeImage.finish(preload.src, 'load'))
    expect(img.getAttribute('src')).toBe(preload.src)
    expect(img.getAttribute('srcset')).toBe(preload.srcset)
    expect(img).toHaveClass('folio-image-loaded')
    expect(img).toHaveAttribute('width', '800')
    expect(img.style.aspectRatio).toBe('800 / 400')
  })

  it('show the configured placeholder while waiting, while loading and instead of a file that fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { container } = render(withSettings(tour().recordMap, {}, { placeholder: '/img/wait.png' }))
    await screen.findByText('A diagram')
    const img = container.querySelector('figure img.folio-image') as HTMLImageElement
    expect(img.getAttribute('src')).toBe('/img/wait.png')
    act(() => FakeObserver.show(img))
    expect(img).toHaveClass('folio-image-loading')
    expect(img.getAttribute('src')).toBe('/img/wait.png')
    const preload = FakeImage.all.at(-1)!
    expect(decodeURIComponent(preload.src)).toContain('/api/file/')
    act(() => FakeImage.finish(preload.src, 'error'))
    expect(img.getAttribute('src')).toBe('/img/wait.png')
    expect(img).toHaveClass('folio-image-failed')
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('fall back to the placeholder when the shown copy fails after a good download', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { container } = render(withSettings(tour().recordMap, {}, { placeholder: '/img/wait.png' }))
    await screen.findByText('A diagram')
    const img = container.querySelector('figure img.folio-image') as HTMLImageElement
    act(() => FakeObserver.show(img))
    act(() => FakeImage.finish(FakeImage.all.at(-1)!.src, 'load'))
    expect(decodeURIComponent(img.getAttribute('src') ?? '')).toContain('/api/file/')
    fireEvent.error(img)
    expect(img.getAttribute('src')).toBe('/img/wait.png')
    expect(img).toHaveClass('folio-image-failed')
    warn.mockRestore()
  })

  it('zoom with the margin for the window width and a 1920 px copy', async () => {
    const { container } = render(tour().recordMap)
    await screen.findByText('A diagram')
    const img = container.querySelector('figure img.folio-image') as HTMLImageElement
    const update = vi.fn()
    vi.stubGlobal('innerWidth', 1440)
    vi.stubGlobal('devicePixelRatio', 2)
    img.dispatchEvent(new CustomEvent('medium-zoom:open', { detail: { zoom: { update } } }))
    expect(update).toHaveBeenCalledWith({ margin: 40 })
    expect(img.getAttribute('data-zoom-src')).toContain('w=1920')
    vi.stubGlobal('innerWidth', 390)
    vi.stubGlobal('devicePixelRatio', 3)
    img.dispatchEvent(new CustomEvent('medium-zoom:open', { detail: { zoom: { update } } }))
    expect(update).toHaveBeenLastCalledWith({ margin: 8 })
    expect(img.getAttribute('data-zoom-src')).toContain('w=1200')
  })
})

describe('NotionBody links and files', () => {
  const fx = tourBlog([paragraph('Ending: [sp]twist[sp]')])
  // Spoilers are marked after trimming, as in every body a page serves (prepare-body.ts): the
  // workspace's own links meet the URL filter, which an internal marker would not pass.
  const spoilers = { settings: DEFAULT_BODY_SETTINGS, codeThemes: DEFAULT_CODE_THEMES, spoilerTag: '[sp]' }
  const body = () => applyBodySettings(trimBody(fx.page(), fx.ids.tour, fx.visible), spoilers)

  it('links mentions and page links of visible pages to their URL, never to a Notion id', async () => {
    render(body())
    const links = await screen.findAllByRole('link', { name: /Target post/ })
    expect(links.length).toBeGreaterThanOrEqual(2)
    for (const a of links) expect(a).toHaveAttribute('href', '/article/target')
    expect(screen.getByRole('link', { name: 'by URL' })).toHaveAttribute('href', '/article/target#x')
  })

  it('renders links to pages that are not site pages as plain text (no 404 links)', async () => {
    const { container } = render(body())
    const draftText = await screen.findByText('draft by URL')
    expect(draftText.closest('a')).toBeNull()
    // Inline database rows are not site pages either.
    const row = await screen.findByText('A row')
    expect(row.closest('a')).toBeNull()
    for (const a of container.querySelectorAll('a[href]')) {
      expect(a.getAttribute('href')).not.toMatch(/^\/[0-9a-f]{32}/)
    }
  })

  it("serves Notion-hosted files through Folio's file route, never a Notion address", async () => {
    const { container } = render(body())
    const fileLink = await waitFor(() => {
      const a = container.querySelector('a.notion-file-link')
      if (!a) throw new Error('no file link yet')
      return a
    })
    expect(fileLink.getAttribute('href')).toMatch(/^\/api\/file\/block\/[0-9a-f]{32}\/source\/[0-9a-f]{10}\/[\w.%-]+$/)
    expect(container.innerHTML).not.toContain(S3_FILE)
    // The PDF block gets a viewer and a download link.
    const viewer = await waitFor(() => {
      const el = container.querySelector('object.folio-pdf-frame')
      if (!el) throw new Error('no viewer yet')
      return el
    })
    expect(viewer.getAttribute('data')).toMatch(/^\/api\/file\/block\//)
    expect(container.querySelector('a.folio-pdf-download')).toHaveAttribute('download', 'notes.pdf')
  })

  it('shows spoiler text as a focusable spoiler, not a link', async () => {
    render(body())
    const twist = await screen.findByText('twist')
    expect(twist.closest('.folio-spoiler')).toHaveAttribute('tabindex', '0')
    expect(twist.closest('a')).toBeNull()
  })

  it('keeps the visitor’s theme on internal links and opens external ones in a new tab', async () => {
    const { recordMap } = bodyPage([paragraph([link('about', '/about'), ' and ', link('elsewhere', 'https://example.org/x')])])
    renderWithSite(<NotionBody recordMap={recordMap} />, { variant: { keep: 'theme=hexo' } })
    expect(await screen.findByRole('link', { name: 'about' })).toHaveAttribute('href', '/about?theme=hexo')
    expect(screen.getByRole('link', { name: 'about' })).not.toHaveAttribute('target')
    const external = screen.getByRole('link', { name: 'elsewhere' })
    expect(external).toHaveAttribute('target', '_blank')
    expect(external.getAttribute('rel')).toContain('noopener')
  })

  it('does not print the database row’s property table above a post', async () => {
    const ws = new NotionWorkspace({ seed: 'kit-a-row', time: Date.UTC(2025, 0, 1) })
    const blog = ws.addDatabasePage({ seed: 'blog', title: 'Blog', schema: blogSchema(), views: [{ type: 'table' }] })
    const rowId = blog.addRow({
      seed: 'row',
      properties: { title: 'Row post', type: 'Post', status: 'Published', slug: 'row' },
      body: [paragraph('Row body text')],
    })
    const recordMap = trimBody(normaliseRecordMap(ws.getPage(rowId)), rowId)
    const { container } = renderWithSite(<NotionBody recordMap={recordMap} />)
    expect(await screen.findByText('Row body text')).toBeInTheDocument()
    expect(container.querySelector('.notion-collection-row')).toBeNull()
    expect(container).not.toHaveTextContent('password')
  })

  it('adds the theme’s class to the body root', async () => {
    const { container } = renderWithSite(<NotionBody recordMap={tour().recordMap} className="prose-x" />)
    await screen.findByText('A detail')
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
    expect(prismLanguage('Visual Basic')).toBe('visual-basic')
    expect(prismLanguage('WebAssembly')).toBe('wasm')
    expect(prismLanguage(undefined)).toBe('plaintext')
  })
})
