// A page section's heading: an optional small line above, the title, a line of text under it.
import { part, type ClassNames } from '@/components/kit/class-names'

export type SectionHeadingPart = 'root' | 'eyebrow' | 'title' | 'text'

interface Props {
  title: string
  text?: string
  eyebrow?: string
  /** The heading's id, for the section's aria-labelledby. */
  id?: string
  classNames?: ClassNames<SectionHeadingPart>
}

export function SectionHeading({ title, text = '', eyebrow = '', id, classNames: c = {} }: Props) {
  if (!title && !text) return null
  return (
    <header className={part('', 'mx-auto mb-10 max-w-2xl text-center', c.root)}>
      {eyebrow && <p className={part('', 'mb-2 text-sm font-semibold text-[var(--folio-accent)]', c.eyebrow)}>{eyebrow}</p>}
      {title && (
        <h2 id={id} className={part('break-words', 'text-3xl font-bold', c.title)}>
          {title}
        </h2>
      )}
      {text && <p className={part('break-words', 'mt-3 opacity-75', c.text)}>{text}</p>}
    </header>
  )
}
