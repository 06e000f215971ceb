// react-notion-x with what the server prepared (lib/notion/body.ts): typeset equations,
// highlighted code, links only to visible site pages, images with their sizes, files through
// Notion's re-signing route, and the site's image and code settings.
import { useCallback, useMemo } from 'react'
import { NotionRenderer } from 'react-notion-x'
import { useAppearance } from '@/components/appearance/useAppearance'
import { compactPageId, DEFAULT_BODY_SETTINGS, EMPTY_EXTRAS } from '@/lib/notion/body-extras'
import { iconInMode } from '@/lib/notion/image-url'
import type { Block } from '@/lib/notion/types'
import { BlockBoundary } from './BlockBoundary'
import { BodyContextProvider, type BodyContextValue } from './body-context'
import { bodyComponents } from './body-components'
import { fileUrls } from './file-urls'
import { bodyImageUrl, collectImageInfo } from './image-info'
import type { NotionBodyProps } from './NotionBody'
import { useNotionHost } from './notion-host'

/**
 * Without scripts, images show through their <noscript> copies: the waiting <img> is hidden.
 * More specific than styles/notion.css's `.folio-notion .folio-image { display: block }` (and
 * important), or both copies would show.
 */
export const NOSCRIPT_IMAGE_CSS =
  '.folio-notion .folio-image.folio-image-waiting{display:none!important}'

export default function NotionBodyRenderer({ recordMap, className, staticMarkup }: NotionBodyProps & { staticMarkup?: boolean }) {
  const { dark } = useAppearance()
  const notionHost = useNotionHost()
  const extras = recordMap.folio ?? EMPTY_EXTRAS
  const settings = extras.settings ?? DEFAULT_BODY_SETTINGS
  const context = useMemo<BodyContextValue>(
    () => ({
      extras,
      settings,
      images: collectImageInfo(recordMap, notionHost, settings.image),
      // react-notion-x's own rule: the first block of the map is the page.
      pageId: Object.keys(recordMap.block)[0] ?? '',
      staticMarkup,
    }),
    [extras, settings, recordMap, notionHost, staticMarkup],
  )
  const rendered = useMemo(
    () => ({ ...recordMap, signed_urls: fileUrls(recordMap, notionHost) }),
    [recordMap, notionHost],
  )
  const mapImage = useCallback(
    (url: string | undefined, block: Block) => {
      const mapped = bodyImageUrl(url, block, notionHost, settings.image)
      return mapped && iconInMode(mapped, dark)
    },
    [notionHost, settings.image, dark],
  )
  // Pages that are not visible site pages map to '' and render as plain content.
  const mapPageUrl = useCallback(
    (id: string) => extras.pages[compactPageId(id)] ?? '',
    [extras.pages],
  )
  return (
    <BodyContextProvider value={context}>
      {/* Theme files read from prismjs on the server: trusted, and selectors need a raw '>'. */}
      {extras.codeCss ? (
        <style data-folio-code-theme="" dangerouslySetInnerHTML={{ __html: extras.codeCss }} />
      ) : null}
      {/* The last line of defence: whatever escapes the per-block boundaries takes only the body. */}
      <BlockBoundary>
        <NotionRenderer
          recordMap={rendered}
          fullPage={false}
          darkMode={dark}
          components={bodyComponents}
          mapPageUrl={mapPageUrl}
          mapImageUrl={mapImage}
          forceCustomImages
          isImageZoomable={settings.image.zoom}
          previewImages={false}
          className={['folio-notion', className].filter(Boolean).join(' ')}
        />
      </BlockBoundary>
      {staticMarkup ? null : (
        <noscript>
          <style dangerouslySetInnerHTML={{ __html: NOSCRIPT_IMAGE_CSS }} />
        </noscript>
      )}
    </BodyContextProvider>
  )
}
