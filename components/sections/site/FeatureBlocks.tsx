// Feature blocks: each a picture beside its title, text and link, sides alternating on wide screens.
import { part, type ClassNames } from '@/components/kit/class-names'
import { SiteLink } from '@/components/navigation/SiteLink'
import { SectionHeading, type SectionHeadingPart } from './SectionHeading'
import { SectionPicture } from './section-image'
import { useSiteSection } from './useSiteSection'

export type FeatureBlocksPart = 'root' | 'list' | 'item' | 'image' | 'body' | 'title' | 'text' | 'link'

interface Props {
  classNames?: ClassNames<FeatureBlocksPart>
  heading?: ClassNames<SectionHeadingPart>
  id?: string
}

export function FeatureBlocks({ classNames: c = {}, heading, id = 'feature-blocks' }: Props) {
  const { TITLE, TEXT, ITEMS } = useSiteSection('FEATURE_BLOCKS')
  if (ITEMS.length === 0) return null
  return (
    <section id={id} data-section="feature-blocks" aria-labelledby={`${id}-title`} className={part('scroll-mt-20', 'px-4 py-16', c.root)}>
      <SectionHeading id={`${id}-title`} title={TITLE} text={TEXT} classNames={heading} />
      <div className={part('mx-auto flex flex-col', 'max-w-6xl gap-16', c.list)}>
        {ITEMS.map((item, i) => (
          <article key={`${item.title}-${i}`} className={part('grid items-center md:grid-cols-2', 'gap-8', c.item)}>
            {item.image && <SectionPicture src={item.image} className={part(i % 2 ? 'md:order-last' : '', 'w-full rounded-xl', c.image)} />}
            <div className={part('flex flex-col items-start', 'gap-3', c.body)}>
              <h3 className={part('break-words', 'text-2xl font-bold', c.title)}>{item.title}</h3>
              {item.text && <p className={part('break-words', 'opacity-75', c.text)}>{item.text}</p>}
              {item.label && item.href && (
                <SiteLink href={item.href} className={part('', 'font-semibold text-[var(--folio-accent)] hover:underline', c.link)}>
                  {item.label} →
                </SiteLink>
              )}
            </div>
          </article>
        ))}
      </div>
    </section>
  )
}
