// Careers: open positions, each a title, a short line (place, kind of contract), a text and a link.
import { part, type ClassNames } from '@/components/kit/class-names'
import { SiteLink } from '@/components/navigation/SiteLink'
import { useT } from '@/lib/i18n/react'
import { SectionHeading, type SectionHeadingPart } from './SectionHeading'
import { useSiteSection } from './useSiteSection'

export type CareersListPart = 'root' | 'list' | 'item' | 'title' | 'meta' | 'text' | 'link'

interface Props {
  classNames?: ClassNames<CareersListPart>
  heading?: ClassNames<SectionHeadingPart>
  id?: string
}

export function CareersList({ classNames: c = {}, heading, id = 'careers' }: Props) {
  const { t } = useT()
  const { TITLE, TEXT, ITEMS } = useSiteSection('CAREERS')
  if (ITEMS.length === 0) return null
  return (
    <section id={id} data-section="careers" aria-labelledby={`${id}-title`} className={part('scroll-mt-20', 'px-4 py-16', c.root)}>
      <SectionHeading id={`${id}-title`} title={TITLE} text={TEXT} classNames={heading} />
      <ul className={part('mx-auto grid', 'max-w-5xl gap-6 md:grid-cols-2', c.list)}>
        {ITEMS.map((job, i) => (
          <li key={`${job.title}-${i}`} className={part('flex flex-col', 'gap-2 rounded-xl border border-neutral-200 p-6 dark:border-neutral-700', c.item)}>
            <h3 className={part('break-words', 'text-lg font-semibold', c.title)}>{job.title}</h3>
            {job.meta && <p className={part('break-words', 'text-sm opacity-70', c.meta)}>{job.meta}</p>}
            {job.text && <p className={part('break-words', 'opacity-80', c.text)}>{job.text}</p>}
            {job.href && (
              <SiteLink href={job.href} className={part('mt-auto', 'font-semibold text-[var(--folio-accent)] hover:underline', c.link)}>
                {t.site.viewPosition} →
              </SiteLink>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
