// Bodies shown as static HTML: which bodies qualify, what the server draws for their images, and
// the small script that replaces the renderer in the browser (load state, placeholder, icons in
// dark mode, zoom).
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { headingsInOrder } from '@/components/notion/heading-order'
import { staticBodyHtml } from '@/components/notion/static-markup'
import { StaticNotionBody } from '@/components/notion/StaticNotionBody'
import { attachZoom } from '@/components/notion/static-zoom'
import type { SiteContextValue } from '@/components/site/SiteContext'
import { DEFAULT_BODY_SETTINGS, type BodyRecordMap } from '@/lib/notion/body-extras'
import {
  bookmark,
  callout,
  codeBlock,
  equation,
  h2,
  h3,
  image,
  b,
  inlineEquation,
  paragraph,
  toggle,
  video,
} from '@/lib/notion/builder'
import { whyBodyNeedsScript } from '@/lib/notion/static-body'
import { S3_IMAGE } from '../../notion/body-fixture'
import { bodyRecordMap } from './record-map-fixture'
import { fixtureChrome, renderWithSite, router } from './site-fixture'

vi.mock('next/router', () => ({ useRouter: () => router }))
afterEach(() => vi.unstubAllGlobals())

const HOST = 'https://notion.example'

function context(): SiteContextValue {
  return {
    layout: 'LayoutSlug',
    variant: { theme: 'medium', locale: 'en-US', lite: false, prefix: '', keep: '' },
    title: 'Kit Blog',
    seo: { description: '', canonical: '/', image: '', type: 'article', keywords: '', jsonLd: {} },
    chrome: fixtureChrome({ notionHost: HOST }),
    themeConfig: {},
  }
}

const withImageSettings = (recordMap: BodyRecordMap, image: Partial<typeof DEFAULT_BODY_SETTINGS.image>) => ({
  ...recordMap,
  folio: { ...recordMap.folio!, settings: { ...DEFAULT_BODY_SETTINGS, image: { ...DEFAULT_BODY_SETTINGS.image, ...image } } },
})

const plain = () =>
  bodyRecordMap([
    h2('A section'),
    paragraph(['Words, ', b('bold'), '.']),
    image(S3_IMAGE, { caption: 'A diagram', width: 800, height: 400 }),
    callout('Note', '💡'),
    toggle('More', [paragraph('Inside')]),
    bookmark('https://example.com', 'Example'),
  ])

async function drawn(recordMap: BodyRecordMap) {
  const html = staticBodyHtml(recordMap, context())
  const view = renderWithSite(<StaticNotionBody html={html} />)
  const img = view.container.querySelector('figure img.folio-image') as HTMLImageElement
  // The small script comes after the page is up (its own chunk).
  await waitFor(() => expect(view.container.querySelector('[data-folio-enhanced]')).not.toBeNull())
  return { html, view, img }
}

describe('whyBodyNeedsScript', () => {
  it('lets text, headings, images, callouts, toggles and bookmarks go as static HTML', () => {
    expect(whyBodyNeedsScript(plain())).toBeNull()
  })

  it('keeps the renderer for code, equations, inline equations and media', () => {
    expect(whyBodyNeedsScript(bodyRecordMap([paragraph('x'), codeBlock('let a = 1', 'JavaScript')]))).toBe('a code block')
    expect(whyBodyNeedsScript(bodyRecordMap([equation('E = mc^2')]))).toBe('a equation block')
    expect(whyBodyNeedsScript(bodyRecordMap([paragraph(['so ', inlineEquation('x^2')])]))).toBe('an inline equation')
    expect(whyBodyNeedsScript(bodyRecordMap([video('https://example.com/a.mp4')]))).toBe('a video block')
  })
})

describe('a static body’s images', () => {
  it('are real images the browser loads lazily, sized, with their zoom copies as attributes', async () => {
    const { img } = await drawn(plain())
    // A Notion-hosted file goes through the site's own file route; its sizes through Next's optimiser.
    expect(img.getAttribute('src')).toMatch(/^\/api\/file\//)
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('width', '800')
    expect(img.style.aspectRatio).toBe('800 / 400')
    expect(img).toHaveClass('folio-image-static')
    expect(img).toHaveAttribute('data-folio-zoom')
    expect(img.getAttribute('data-zoom-full')).toMatch(/^\/_next\/image\?url=%2Fapi%2Ffile%2F.*&w=1920&/)
    expect(img.getAttribute('data-zoom-small')).toMatch(/^\/_next\/image\?url=%2Fapi%2Ffile%2F.*&w=1200&/)
    expect(img).toHaveAttribute('data-zoom-width', '1920')
  })

  it('do not zoom when IMAGE_ZOOM is off, and never for a bookmark’s picture', async () => {
    const { img, view } = await drawn(withImageSettings(plain(), { zoom: false }))
    expect(img).not.toHaveAttribute('data-folio-zoom')
    const withZoom = (await drawn(plain())).view.container
    for (const other of withZoom.querySelectorAll('.notion-bookmark img')) expect(other).not.toHaveAttribute('data-folio-zoom')
    view.unmount()
  })

  it('show the neutral block until loaded, then the image alone', async () => {
    const { img } = await drawn(plain())
    expect(img).not.toHaveClass('folio-image-loaded')
    fireEvent.load(img)
    expect(img).toHaveClass('folio-image-loaded')
  })

  it('show the configured placeholder behind the image and instead of a file that fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { img } = await drawn(withImageSettings(plain(), { placeholder: '/img/wait.png' }))
    expect(img.style.backgroundImage).toContain('/img/wait.png')
    fireEvent.error(img)
    expect(img.getAttribute('src')).toBe('/img/wait.png')
    expect(img).not.toHaveAttribute('srcset')
    expect(img).toHaveClass('folio-image-failed')
    expect(img).not.toHaveAttribute('data-folio-zoom')
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})

describe('a static body’s icons', () => {
  it('follow dark mode (Notion draws its built-in icons in two modes)', async () => {
    const recordMap = bodyRecordMap([callout('Careful', '/icons/warning_yellow.svg?mode=light')])
    const html = staticBodyHtml(recordMap, context())
    expect(html).toContain('mode=light')
    document.documentElement.classList.add('dark')
    const { container } = renderWithSite(<StaticNotionBody html={html} />)
    await waitFor(() => expect(container.querySelector('img[src*="/icons/"]')?.getAttribute('src')).toContain('mode=dark'))
    document.documentElement.classList.remove('dark')
  })
})

describe('static zoom', () => {
  /** The copy a click zooms to, in a window of this width and pixel ratio. */
  async function zoomedCopy(img: HTMLImageElement, innerWidth: number, devicePixelRatio: number) {
    vi.stubGlobal('innerWidth', innerWidth)
    vi.stubGlobal('devicePixelRatio', devicePixelRatio)
    const detach = attachZoom([img])
    await act(async () => {
      fireEvent.click(img)
    })
    detach()
    return img.getAttribute('data-zoom-src')
  }

  it('opens the copy for the window: 1920 px on a wide screen, 1200 px on a phone', async () => {
    const { img } = await drawn(plain())
    expect(await zoomedCopy(img, 1440, 2)).toContain('&w=1920&')
    expect(await zoomedCopy(img, 390, 3)).toContain('&w=1200&')
  })
})

describe('headingsInOrder', () => {
  const heading = (level: number, size: number, text: string) =>
    `<h${level} class="notion-h notion-h${size}" data-id="x"><span>${text}</span></h${level}>`

  it('makes the largest heading size used an h2 (a body of Notion "Heading 2"s)', () => {
    const html = heading(3, 2, 'One') + '<p>text</p>' + heading(3, 2, 'Two') + heading(4, 3, 'Detail')
    expect(headingsInOrder(html)).toBe(heading(2, 2, 'One') + '<p>text</p>' + heading(2, 2, 'Two') + heading(3, 3, 'Detail'))
  })

  it('never lets a heading fall more than one level below the one before', () => {
    const html = heading(4, 3, 'Small first') + heading(2, 1, 'Big') + heading(4, 3, 'Small')
    expect(headingsInOrder(html)).toBe(heading(2, 3, 'Small first') + heading(2, 1, 'Big') + heading(3, 3, 'Small'))
  })

  it('draws a static body’s headings in order', () => {
    const html = staticBodyHtml(bodyRecordMap([h3('Only a small heading'), paragraph('x')]), context())
    expect(html).toMatch(/<h2 class="notion-h notion-h3[^>]*>.*Only a small heading.*<\/h2>/)
    expect(html).not.toContain('<h3')
  })
})
