// A post's (or the notice's) Notion content. Themes place it; the look comes from
// styles/notion.css plus whatever the theme adds through className.
import { useCallback } from 'react'
import type { Block } from 'notion-types'
import { NotionRenderer } from 'react-notion-x'
import { useAppearance } from '@/components/appearance/useAppearance'
import type { BodyRecordMap } from '@/lib/routes/types'
import { bodyComponents } from './body-components'
import { bodyImageUrl } from './image-source'
import { useNotionHost } from './notion-host'

interface Props {
  recordMap: BodyRecordMap
  className?: string
}

/** Links to other Notion pages: the article route redirects a visible row's raw id to its URL. */
export const mapBodyPageUrl = (pageId: string) => `/${pageId.replace(/-/g, '')}`

export function NotionBody({ recordMap, className }: Props) {
  const { dark } = useAppearance()
  const notionHost = useNotionHost()
  const mapImage = useCallback(
    (url: string | undefined, block: Block) =>
      bodyImageUrl(url, block, recordMap.signed_urls, notionHost),
    [recordMap.signed_urls, notionHost],
  )
  return (
    <NotionRenderer
      recordMap={recordMap}
      fullPage={false}
      darkMode={dark}
      components={bodyComponents}
      mapPageUrl={mapBodyPageUrl}
      mapImageUrl={mapImage}
      previewImages={false}
      className={['folio-notion', className].filter(Boolean).join(' ')}
    />
  )
}
