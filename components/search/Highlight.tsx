// Text with the search terms marked (<mark>), case-insensitively.
import { highlightParts } from '@/lib/search/highlight'
import { part, type ClassNames } from '@/components/kit/class-names'

export type HighlightPart = 'mark'

interface Props {
  text: string
  terms: readonly string[]
  classNames?: ClassNames<HighlightPart>
}

export const DEFAULT_MARK_CLASS =
  'rounded-sm bg-yellow-200 px-0.5 text-inherit dark:bg-yellow-500/40 dark:text-white'

export function Highlight({ text, terms, classNames: c = {} }: Props) {
  return (
    <>
      {highlightParts(text, terms).map((piece, i) =>
        piece.hit ? (
          <mark key={i} className={part('', DEFAULT_MARK_CLASS, c.mark)}>
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  )
}
