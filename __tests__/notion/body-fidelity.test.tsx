// The body as the browser draws it (jsdom, react-notion-x's browser paths): every database
// shape shows its rows, a broken block and a block that throws become the note in the page's
// language, and the rest of the body stays.
import { act, configure, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NotionBody } from '@/components/notion/NotionBody'
import type { BodyRecordMap } from '@/lib/notion/body'
import { codeBlock, paragraph } from '@/lib/notion/builder'
import { router, renderWithSite } from '../components/kit-a/site-fixture'
import {
  bodyOf,
  caseName,
  oddBlocksBody,
  ROW_TITLES,
  SHAPE_CASES,
  shapeBody,
  unansweredShelfBody,
} from './database-shapes-fixture'

vi.mock('next/router', () => ({ useRouter: () => router }))
vi.mock('@/components/notion/code/CodeBlock', () => ({
  default: ({ block }: { block: { id: string } }) => {
    if (block.id === THROWING_CODE) throw new Error('drawing failed')
    return <pre>code</pre>
  },
}))
configure({ asyncUtilTimeout: 8000 })

const THROWING_CODE = '0c0c0c0c-0000-4000-8000-00000000c0de'

class NoObserver {
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return []
  }
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', NoObserver))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const render = (recordMap: BodyRecordMap, locale: 'en-US' | 'fr-FR' = 'en-US') =>
  renderWithSite(<NotionBody recordMap={recordMap} />, {
    locale,
    chrome: { notionHost: 'https://notion.example' } as never,
  })

describe('the body in the browser', () => {
  it.each(SHAPE_CASES.map((c) => [caseName(c), c] as const))(
    '%s: shows every row',
    async (_name, c) => {
      const errors = vi.spyOn(console, 'error')
      const { container } = render(shapeBody(c).recordMap)
      for (const title of ROW_TITLES)
        expect((await screen.findAllByText(title)).length).toBeGreaterThan(0)
      expect(container.textContent).toContain('After the shelf.')
      expect(container.textContent).not.toContain('could not be shown')
      expect(errors).not.toHaveBeenCalled()
    },
  )

  it('says so where a database has no view whose rows can be shown', async () => {
    render(unansweredShelfBody().recordMap)
    expect(
      await screen.findByText('The rows of this database could not be shown.'),
    ).toBeInTheDocument()
    expect(screen.getByText('After the shelf.')).toBeInTheDocument()
  })

  it('shows a broken block as the note in the page’s language, the rest around it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    render(oddBlocksBody().recordMap, 'fr-FR')
    expect(await screen.findByText('Ce bloc n’a pas pu être affiché.')).toBeInTheDocument()
    expect(screen.getByText('Before the broken block.')).toBeInTheDocument()
    expect(screen.getByText('After the broken block.')).toBeInTheDocument()
    // The Drive block, as a bookmark card whose preview is Folio's image.
    expect(screen.getByText('Drive plan')).toBeInTheDocument()
    expect(document.querySelector('.notion-bookmark img.folio-image')).not.toBeNull()
  })

  it('catches a block that throws while drawing, logging page, block and type', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { recordMap, pageId } = bodyOf(
      [
        paragraph('Above the code.'),
        codeBlock('x', 'TypeScript', { id: THROWING_CODE }),
        codeBlock('fine', 'TypeScript'),
        paragraph('Below the code.'),
      ],
      'throws-in-browser',
    )
    render(recordMap)
    expect(await screen.findByText('This block could not be shown.')).toBeInTheDocument()
    await act(async () => undefined)
    expect(screen.getByText('Above the code.')).toBeInTheDocument()
    expect(screen.getByText('Below the code.')).toBeInTheDocument()
    expect(screen.getByText('code')).toBeInTheDocument()
    const logged = warnings.mock.calls.map((call) => String(call[0])).join('\n')
    expect(logged).toContain(
      `page ${pageId}: block ${THROWING_CODE} (code) could not be drawn: drawing failed`,
    )
  })

  it('draws Files cells with Folio’s image component', async () => {
    const { container } = render(
      shapeBody({ type: 'table', grouping: 'none', answer: 'reducer' }).recordMap,
    )
    await screen.findAllByText(ROW_TITLES[0]!)
    expect(container.querySelector('.notion-property-file img.folio-image')).not.toBeNull()
  })
})
