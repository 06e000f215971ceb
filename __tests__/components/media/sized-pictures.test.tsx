// Pictures of the site's own files carry the optimiser's srcset with the layout's sizes: a card's
// cover the card widths up to IMAGE_THUMBNAIL_WIDTH, a header's cover the screen up to
// IMAGE_COMPRESS_WIDTH. Other pictures, and pictures outside a page, keep their one file. A
// picture the page has a preview of shows it until its file arrives.
import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CoverImage } from '@/components/media/CoverImage'
import { Picture } from '@/components/media/Picture'
import { CARD_SIZES } from '@/lib/images/sized-sources'
import { SiteProvider } from '@/components/site/SiteContext'
import { fixtureContext, renderInSite } from '@/__tests__/fixtures/site-context'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const FILE = '/api/file/block/0123456789abcdef0123456789abcdef/cover/0123456789'
const images = { maxWidth: 1080, cardWidth: 640, quality: 75 }
const widthsOf = (img: Element | null) => (img?.getAttribute('srcset') ?? '').split(', ').map((c) => c.split(' ')[1])

afterEach(() => cleanup())

describe('sized pictures', () => {
  it('a card cover: card sizes, widths up to the thumbnail width', () => {
    const { container } = renderInSite(<CoverImage src={FILE} href="/article/a" />, { chrome: { images } })
    const img = container.querySelector('img')
    expect(img?.getAttribute('sizes')).toBe(CARD_SIZES)
    expect(widthsOf(img)).toEqual(['256w', '384w', '640w'])
    expect(img?.getAttribute('src')).toBe(`/_next/image?url=${encodeURIComponent(FILE)}&w=640&q=75`)
  })

  it("an article header's cover: the screen's width, up to the compress width", () => {
    const { container } = renderInSite(<CoverImage src={FILE} />, { chrome: { images } })
    const img = container.querySelector('img')
    expect(img?.getAttribute('sizes')).toBe('100vw')
    expect(widthsOf(img).at(-1)).toBe('1080w')
  })

  it('a public file, or a page without sizing, keeps its one file', () => {
    const { container } = renderInSite(<Picture src="/demo/images/a.png" />, { chrome: { images } })
    expect(container.querySelector('img')?.hasAttribute('srcset')).toBe(false)
    cleanup()
    const alone = render(<Picture src={FILE} />).container.querySelector('img')
    expect(alone?.getAttribute('src')).toBe(FILE)
    expect(alone?.hasAttribute('sizes')).toBe(false)
  })

  it("shows the page's tiny preview under the picture until its file has arrived", () => {
    const preview = 'data:image/webp;base64,UklGRg=='
    const value = { ...fixtureContext(), picturePreviews: { [FILE]: preview } }
    const { container } = render(
      <SiteProvider value={value}>
        <Picture src={FILE} />
        <Picture src="/other.png" />
      </SiteProvider>,
    )
    const [img, other] = [...container.querySelectorAll('img')]
    expect(img?.style.backgroundImage).toBe(`url("${preview}")`)
    expect(img?.style.backgroundSize).toBe('cover')
    expect(other?.style.backgroundImage).toBe('')
    fireEvent.load(img!)
    expect(img?.style.backgroundImage).toBe('')
  })
})
