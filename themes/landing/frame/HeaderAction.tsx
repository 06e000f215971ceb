// The header's dark pill on the right: the hero's first button (its label and where it leads),
// so the page's main action stays one click away on every page. No hero button: no pill.
import { SiteLink } from '@/components/navigation/SiteLink'
import { useSiteSection } from '@/components/sections/site/useSiteSection'

/** `className` gives the pill its display (e.g. `hidden sm:inline-flex`): none is set here. */
export function HeaderAction({ className }: { className: string }) {
  const first = useSiteSection('HERO').ITEMS[0]
  if (!first) return null
  return (
    <SiteLink
      href={first.href}
      data-landing-action=""
      className={`items-center gap-1.5 rounded-full bg-neutral-900 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-neutral-700 dark:bg-white dark:text-neutral-900 dark:hover:bg-neutral-200 ${className}`}
    >
      {first.label}
      <span aria-hidden="true">→</span>
    </SiteLink>
  )
}
