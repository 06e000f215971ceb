// The team: a picture, a name and a role per person; the name links where `href` says.
import { part, type ClassNames } from '@/components/kit/class-names'
import { SiteLink } from '@/components/navigation/SiteLink'
import { SectionHeading, type SectionHeadingPart } from './SectionHeading'
import { SectionPicture } from './section-image'
import { useSiteSection } from './useSiteSection'

export type TeamGridPart = 'root' | 'grid' | 'item' | 'photo' | 'initials' | 'name' | 'role'

interface Props {
  classNames?: ClassNames<TeamGridPart>
  heading?: ClassNames<SectionHeadingPart>
  id?: string
  /** A person without a photo gets a circle with their initials. */
  initials?: boolean
}

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('')

export function TeamGrid({ classNames: c = {}, heading, id = 'team', initials = false }: Props) {
  const { TITLE, TEXT, ITEMS } = useSiteSection('TEAM')
  if (ITEMS.length === 0) return null
  return (
    <section id={id} data-section="team" aria-labelledby={`${id}-title`} className={part('scroll-mt-20', 'px-4 py-16', c.root)}>
      <SectionHeading id={`${id}-title`} title={TITLE} text={TEXT} classNames={heading} />
      <ul className={part('mx-auto grid', 'max-w-6xl grid-cols-2 gap-8 md:grid-cols-4', c.grid)}>
        {ITEMS.map((person, i) => (
          <li key={`${person.name}-${i}`} className={part('flex flex-col items-center text-center', 'gap-2', c.item)}>
            {person.photo && <SectionPicture src={person.photo} className={part('aspect-square w-full max-w-40 object-cover', 'rounded-full', c.photo)} />}
            {!person.photo && initials && (
              <span aria-hidden="true" className={part('flex aspect-square w-full max-w-40 items-center justify-center', 'rounded-full bg-neutral-200 text-3xl font-bold dark:bg-neutral-700', c.initials)}>
                {initialsOf(person.name)}
              </span>
            )}
            <h3 className={part('break-words', 'font-semibold', c.name)}>
              {person.href ? <SiteLink href={person.href}>{person.name}</SiteLink> : person.name}
            </h3>
            {person.role && <p className={part('break-words', 'text-sm opacity-70', c.role)}>{person.role}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}
