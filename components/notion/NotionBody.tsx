// A post's (or the notice's) Notion content. Themes place it; the look comes from
// styles/notion.css plus whatever the theme adds through className. The renderer itself is a
// separate chunk, so pages without a body (lists, archive) never download it.
import dynamic from 'next/dynamic'
import type { BodyRecordMap } from '@/lib/notion/body-extras'

export interface NotionBodyProps {
  recordMap: BodyRecordMap
  className?: string
}

export const NotionBody = dynamic<NotionBodyProps>(() => import('./NotionBodyRenderer'))
