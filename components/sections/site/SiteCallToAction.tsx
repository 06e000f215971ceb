// The call to action of a site theme: a title, a line of text, buttons and a small note.
import { part, type ClassNames } from '@/components/kit/class-names'
import { SectionButtons, type SectionButtonsPart } from './SectionButtons'
import { useSiteSection } from './useSiteSection'

export type SiteCallToActionPart = 'root' | 'inner' | 'title' | 'text' | 'note'

interface Props {
  classNames?: ClassNames<SiteCallToActionPart>
  buttons?: ClassNames<SectionButtonsPart>
  id?: string
}

export function SiteCallToAction({ classNames: c = {}, buttons, id = 'call-to-action' }: Props) {
  const { TITLE, TEXT, ITEMS, NOTE } = useSiteSection('CTA')
  if (!TITLE) return null
  return (
    <section id={id} data-section="call-to-action" aria-labelledby={`${id}-title`} className={part('scroll-mt-20', 'px-4 py-16', c.root)}>
      <div className={part('mx-auto flex flex-col items-center text-center', 'max-w-3xl gap-5', c.inner)}>
        <h2 id={`${id}-title`} className={part('break-words', 'text-3xl font-bold', c.title)}>
          {TITLE}
        </h2>
        {TEXT && <p className={part('break-words', 'opacity-80', c.text)}>{TEXT}</p>}
        <SectionButtons links={ITEMS} classNames={buttons} />
        {NOTE && <p className={part('break-words', 'text-sm opacity-70', c.note)}>{NOTE}</p>}
      </div>
    </section>
  )
}
