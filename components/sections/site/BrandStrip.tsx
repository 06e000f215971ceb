// Brands: a strip of logos (or names, for a brand without a logo), each linking where `href` says.
import { part, type ClassNames } from '@/components/kit/class-names'
import { SiteLink } from '@/components/navigation/SiteLink'
import { SectionHeading, type SectionHeadingPart } from './SectionHeading'
import { SectionPicture } from './section-image'
import { useSiteSection, type BrandItem } from './useSiteSection'

export type BrandStripPart = 'root' | 'list' | 'item' | 'logo' | 'name'

interface Props {
  classNames?: ClassNames<BrandStripPart>
  heading?: ClassNames<SectionHeadingPart>
  id?: string
}

function Brand({ brand, c }: { brand: BrandItem; c: ClassNames<BrandStripPart> }) {
  const face = brand.logo ? (
    <SectionPicture src={brand.logo} alt={brand.name} className={part('w-auto object-contain', 'h-10', c.logo)} />
  ) : (
    <span className={part('break-words', 'text-xl font-bold opacity-70', c.name)}>{brand.name}</span>
  )
  return brand.href ? (
    <SiteLink href={brand.href} aria-label={brand.name}>
      {face}
    </SiteLink>
  ) : (
    face
  )
}

export function BrandStrip({ classNames: c = {}, heading, id = 'brands' }: Props) {
  const { TITLE, TEXT, ITEMS } = useSiteSection('BRANDS')
  if (ITEMS.length === 0) return null
  return (
    <section id={id} data-section="brands" aria-label={TITLE || undefined} className={part('scroll-mt-20', 'px-4 py-12', c.root)}>
      <SectionHeading title={TITLE} text={TEXT} classNames={heading} />
      <ul className={part('mx-auto flex flex-wrap items-center justify-center', 'max-w-6xl gap-x-12 gap-y-6', c.list)}>
        {ITEMS.map((brand, i) => (
          <li key={`${brand.name}-${i}`} className={part('flex items-center', 'grayscale hover:grayscale-0', c.item)}>
            <Brand brand={brand} c={c} />
          </li>
        ))}
      </ul>
    </section>
  )
}
