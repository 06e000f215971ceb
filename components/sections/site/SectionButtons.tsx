// A row of buttons from a section's links: the first is the main one, the rest secondary.
import { part, type ClassNames } from '@/components/kit/class-names'
import { SiteLink } from '@/components/navigation/SiteLink'
import type { SiteLinkItem } from './useSiteSection'

export type SectionButtonsPart = 'root' | 'primary' | 'secondary'

interface Props {
  links: readonly SiteLinkItem[]
  classNames?: ClassNames<SectionButtonsPart>
}

export function SectionButtons({ links, classNames: c = {} }: Props) {
  if (links.length === 0) return null
  return (
    <div className={part('flex flex-wrap', 'justify-center gap-3', c.root)}>
      {links.map((link, i) => (
        <SiteLink
          key={`${link.href}-${i}`}
          href={link.href}
          className={
            i === 0
              ? part('inline-flex items-center justify-center', 'rounded-md bg-[var(--folio-accent)] px-6 py-3 font-semibold text-white', c.primary)
              : part('inline-flex items-center justify-center', 'rounded-md border border-current px-6 py-3 font-semibold', c.secondary)
          }
        >
          {link.label}
        </SiteLink>
      ))}
    </div>
  )
}
