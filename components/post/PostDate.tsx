// A date in the visitor's language inside a machine-readable <time>.
import type { DateStyle } from '@/lib/i18n/date'
import { useT } from '@/lib/i18n/react'

interface Props {
  /** The instant (`publishDate`), used for `dateTime` and, without `day`, for the text. */
  iso: string
  /** The calendar day in the site's time zone (`publishDay`): the text shows this day. */
  day?: string
  style?: DateStyle
  className?: string
}

export function PostDate({ iso, day, style = 'long', className }: Props) {
  const { formatDate } = useT()
  if (!iso && !day) return null
  return (
    <time dateTime={iso || day} className={className}>
      {formatDate(day || iso, style)}
    </time>
  )
}
