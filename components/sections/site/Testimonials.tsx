// Testimonials: quotes with the person's name, role and picture.
import { part, type ClassNames } from '@/components/kit/class-names'
import { SectionHeading, type SectionHeadingPart } from './SectionHeading'
import { SectionPicture } from './section-image'
import { useSiteSection } from './useSiteSection'

export type TestimonialsPart = 'root' | 'grid' | 'item' | 'quote' | 'person' | 'avatar' | 'name' | 'role'

interface Props {
  classNames?: ClassNames<TestimonialsPart>
  heading?: ClassNames<SectionHeadingPart>
  id?: string
}

export function Testimonials({ classNames: c = {}, heading, id = 'testimonials' }: Props) {
  const { TITLE, TEXT, ITEMS } = useSiteSection('TESTIMONIALS')
  if (ITEMS.length === 0) return null
  return (
    <section id={id} data-section="testimonials" aria-labelledby={`${id}-title`} className={part('scroll-mt-20', 'px-4 py-16', c.root)}>
      <SectionHeading id={`${id}-title`} title={TITLE} text={TEXT} classNames={heading} />
      <ul className={part('mx-auto grid', 'max-w-6xl gap-8 md:grid-cols-3', c.grid)}>
        {ITEMS.map((item, i) => (
          <li key={`${item.name}-${i}`}>
            <figure className={part('flex h-full flex-col', 'gap-5 rounded-xl bg-neutral-50 p-6 dark:bg-neutral-800', c.item)}>
              <blockquote className={part('flex-1 break-words', 'italic', c.quote)}>“{item.quote}”</blockquote>
              <figcaption className={part('flex items-center', 'gap-3', c.person)}>
                {item.avatar && <SectionPicture src={item.avatar} className={part('shrink-0 object-cover', 'h-11 w-11 rounded-full', c.avatar)} />}
                <span className="flex min-w-0 flex-col">
                  <span className={part('break-words', 'font-semibold', c.name)}>{item.name}</span>
                  {item.role && <span className={part('break-words', 'text-sm opacity-70', c.role)}>{item.role}</span>}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
