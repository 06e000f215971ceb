// @vitest-environment node
// The settings an article body is served with, and the widths covers get, from the site config.
import { isStaticBody } from '@/lib/notion/static-body'
import { imageOptions } from '@/lib/data/settings'
import { resolveSiteConfig } from '@/lib/config/site-config'
import { mapImageUrl } from '@/lib/notion/image-url'
import { bodyForPage, bodyPreparation, linkedPages } from '@/lib/data/body-for-page'
import { getSiteData } from '@/lib/data/site-data'
import { buildChrome } from '@/lib/routes/chrome'

const S3 = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/cover.png'

describe('article body settings', () => {
  it('carry every IMAGE_* and CODE_* setting and the spoiler tag to the renderer', () => {
    const { config } = resolveSiteConfig({
      env: {
        IMAGE_COMPRESS_WIDTH: '900',
        IMAGE_THUMBNAIL_WIDTH: '400',
        IMAGE_ZOOM_WIDTH: '1600',
        IMAGE_QUALITY: '70',
        IMAGE_ZOOM_ENABLED: 'false',
        IMAGE_PLACEHOLDER: '/img/wait.png',
        CODE_THEME_LIGHT: 'prism-coy',
        CODE_THEME_DARK: 'prism-okaidia',
        CODE_MAC_BAR: 'false',
        CODE_LINE_NUMBERS: 'true',
        CODE_COPY_BUTTON: 'false',
        CODE_COLLAPSE: 'true',
        CODE_COLLAPSE_EXPANDED: 'false',
        SPOILER_TEXT_TAG: '[sp]',
      },
    })
    expect(bodyPreparation(config)).toEqual({
      settings: {
        image: { compressWidth: 900, thumbnailWidth: 400, zoomWidth: 1600, quality: 70, zoom: false, placeholder: '/img/wait.png' },
        code: { macBar: false, lineNumbers: true, copyButton: false, collapse: true, expanded: false },
      },
      codeThemes: { light: 'prism-coy', dark: 'prism-okaidia' },
      spoilerTag: '[sp]',
    })
  })

  it('links body pages to the visible posts’ URLs', () => {
    const pages = linkedPages({ routable: [{ id: 'a'.repeat(32), title: 'A', href: '/article/a' }] as never })
    expect(pages.get('a'.repeat(32))).toEqual({ title: 'A', href: '/article/a' })
  })

  it('relinks a body to visible pages only: known ids get their URL, others stop being links', () => {
    const body = { block: {}, folio: { equations: {}, code: {}, pages: { ['a'.repeat(32)]: `/${'a'.repeat(32)}`, ['b'.repeat(32)]: `/${'b'.repeat(32)}` } } }
    const site = { routable: [{ id: 'a'.repeat(32), title: 'A', href: '/article/a' }] as never }
    const served = bodyForPage(body as never, resolveSiteConfig({}).config, site, '')
    expect(served.folio?.pages).toEqual({ ['a'.repeat(32)]: '/article/a' })
    expect(served.folio?.settings).toEqual(bodyPreparation(resolveSiteConfig({}).config).settings)
  })

  it('serves the announcement with the same preparation and links to the post URLs', async () => {
    delete process.env.NOTION_PAGE_ID
    const data = await getSiteData()
    const notice = buildChrome(data, data.config).notice
    // Blocks here; a page may turn them into static HTML later (lib/routes/drawable-bodies.ts).
    if (!notice || isStaticBody(notice)) throw new Error('the chrome carries the notice as blocks')
    expect(notice.folio?.settings).toBeDefined()
    const hrefs = Object.values(notice.folio?.pages ?? {})
    expect(hrefs).toContain('/article/block-tour')
    for (const href of hrefs) expect(href).not.toMatch(/^\/[0-9a-f]{32}$/)
  })

  it('compresses covers mapped by the site index to IMAGE_COMPRESS_WIDTH', () => {
    const { config } = resolveSiteConfig({})
    const url = new URL(mapImageUrl(S3, 'b', imageOptions(config)))
    expect(url.searchParams.get('width')).toBe('1080')
    expect(url.searchParams.get('cache')).toBe('v2')
  })
})
