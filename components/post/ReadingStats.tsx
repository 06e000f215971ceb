// Word count and reading time of an article. Locked posts carry zeros: nothing is shown.
import { useT } from '@/lib/i18n/react'

interface Props {
  wordCount: number
  /** Minutes. */
  readTime: number
  className?: string
}

export function ReadingStats({ wordCount, readTime, className }: Props) {
  const { t, format, locale } = useT()
  if (wordCount <= 0) return null
  return (
    <span className={className ?? 'inline-flex gap-3 text-sm text-gray-500 dark:text-neutral-400'}>
      <span>
        {t.post.words} {new Intl.NumberFormat(locale).format(wordCount)}
      </span>
      <span>
        {t.post.readTime} {format(t.post.readTimeValue, { n: readTime })}
      </span>
    </span>
  )
}
