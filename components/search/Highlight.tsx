// Text with the search terms marked (<mark>), case-insensitively.
import { highlightParts } from '@/lib/search/highlight'

interface Props {
  text: string
  terms: readonly string[]
  markClassName?: string
}

export const DEFAULT_MARK_CLASS =
  'rounded-sm bg-yellow-200 px-0.5 text-inherit dark:bg-yellow-500/40 dark:text-inherit'

export function Highlight({ text, terms, markClassName }: Props) {
  return (
    <>
      {highlightParts(text, terms).map((part, i) =>
        part.hit ? (
          <mark key={i} className={markClassName ?? DEFAULT_MARK_CLASS}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  )
}
