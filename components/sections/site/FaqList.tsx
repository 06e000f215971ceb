// Frequently asked questions: each a disclosure (<details>), open without a script.
import { part, type ClassNames } from '@/components/kit/class-names'
import { SectionHeading, type SectionHeadingPart } from './SectionHeading'
import { useSiteSection } from './useSiteSection'

export type FaqListPart = 'root' | 'list' | 'item' | 'question' | 'answer'

interface Props {
  classNames?: ClassNames<FaqListPart>
  heading?: ClassNames<SectionHeadingPart>
  id?: string
}

export function FaqList({ classNames: c = {}, heading, id = 'faq' }: Props) {
  const { TITLE, TEXT, ITEMS } = useSiteSection('FAQ')
  if (ITEMS.length === 0) return null
  return (
    <section id={id} data-section="faq" aria-labelledby={`${id}-title`} className={part('scroll-mt-20', 'px-4 py-16', c.root)}>
      <SectionHeading id={`${id}-title`} title={TITLE} text={TEXT} classNames={heading} />
      <div className={part('mx-auto flex flex-col', 'max-w-3xl gap-3', c.list)}>
        {ITEMS.map((item, i) => (
          <details key={`${item.question}-${i}`} className={part('group', 'rounded-lg border border-neutral-200 p-4 dark:border-neutral-700', c.item)}>
            <summary className={part('cursor-pointer break-words', 'font-semibold', c.question)}>{item.question}</summary>
            <p className={part('break-words whitespace-pre-line', 'mt-3 opacity-80', c.answer)}>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
