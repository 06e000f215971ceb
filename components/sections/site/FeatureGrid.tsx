// The features section: a grid of cards, each an icon (emoji or picture), a title and a text.
import { part, type ClassNames } from '@/components/kit/class-names'
import { SectionHeading, type SectionHeadingPart } from './SectionHeading'
import { SectionIcon } from './section-image'
import { useSiteSection } from './useSiteSection'

export type FeatureGridPart = 'root' | 'grid' | 'item' | 'icon' | 'title' | 'text'

interface Props {
  classNames?: ClassNames<FeatureGridPart>
  heading?: ClassNames<SectionHeadingPart>
  /** The section's anchor (menus and buttons may point at #features). */
  id?: string
}

export function FeatureGrid({ classNames: c = {}, heading, id = 'features' }: Props) {
  const { TITLE, TEXT, ITEMS } = useSiteSection('FEATURES')
  if (ITEMS.length === 0) return null
  return (
    <section id={id} data-section="features" aria-labelledby={`${id}-title`} className={part('scroll-mt-20', 'px-4 py-16', c.root)}>
      <SectionHeading id={`${id}-title`} title={TITLE} text={TEXT} classNames={heading} />
      <ul className={part('mx-auto grid', 'max-w-6xl gap-8 sm:grid-cols-2 lg:grid-cols-3', c.grid)}>
        {ITEMS.map((item, i) => (
          <li key={`${item.title}-${i}`} className={part('flex flex-col', 'gap-3', c.item)}>
            {item.icon && <SectionIcon icon={item.icon} className={part('flex items-center justify-center', 'h-12 w-12 rounded-lg text-2xl', c.icon)} />}
            <h3 className={part('break-words', 'text-lg font-semibold', c.title)}>{item.title}</h3>
            {item.text && <p className={part('break-words', 'opacity-75', c.text)}>{item.text}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}
