// Database cells react-notion-x would draw differently on the server and in the browser: dates
// and times it formats in the reader's time zone (worded here in UTC, as lib/notion/stable-text.ts
// words date mentions), and URL cells, raw links that must not open inside a card's link.
import type { ReactNode } from 'react'
import { Text } from 'react-notion-x'
import { stableText, timeText } from '@/lib/notion/stable-text'
import type { Block, Decoration } from '@/lib/notion/types'
import { useInsideLink } from './BodyLink'

interface CellProps {
  data?: Decoration[]
  block?: Block
}

function UrlCell({ data, drawn }: CellProps & { drawn: () => ReactNode }) {
  const nested = useInsideLink()
  if (!nested) return <>{drawn()}</>
  return <span className="notion-link">{data?.[0]?.[0]}</span>
}

export const propertyCells = {
  propertyDateValue: ({ data, block }: CellProps) => <Text value={stableText(data) as Decoration[]} block={block as Block} />,
  propertyCreatedTimeValue: ({ block }: CellProps) => timeText(block?.created_time),
  propertyLastEditedTimeValue: ({ block }: CellProps) => timeText(block?.last_edited_time),
  propertyUrlValue: (props: CellProps, drawn: () => ReactNode) => <UrlCell {...props} drawn={drawn} />,
}
