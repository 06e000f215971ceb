// The pricing section: one card per plan (name, price and period, text, what it includes, a
// button); the plan marked `featured` stands out and is labelled "Most popular".
import { part, type ClassNames } from '@/components/kit/class-names'
import { SiteLink } from '@/components/navigation/SiteLink'
import { useT } from '@/lib/i18n/react'
import { SectionHeading, type SectionHeadingPart } from './SectionHeading'
import { useSiteSection } from './useSiteSection'

export type PricingPlansPart = 'root' | 'grid' | 'plan' | 'featured' | 'badge' | 'name' | 'price' | 'period' | 'text' | 'features' | 'button'

interface Props {
  classNames?: ClassNames<PricingPlansPart>
  heading?: ClassNames<SectionHeadingPart>
  id?: string
}

export function PricingPlans({ classNames: c = {}, heading, id = 'pricing' }: Props) {
  const { t } = useT()
  const { TITLE, TEXT, ITEMS } = useSiteSection('PRICING')
  if (ITEMS.length === 0) return null
  return (
    <section id={id} data-section="pricing" aria-labelledby={`${id}-title`} className={part('scroll-mt-20', 'px-4 py-16', c.root)}>
      <SectionHeading id={`${id}-title`} title={TITLE} text={TEXT} classNames={heading} />
      <ul className={part('mx-auto grid items-stretch', 'max-w-6xl gap-8 md:grid-cols-3', c.grid)}>
        {ITEMS.map((plan, i) => (
          <li
            key={`${plan.name}-${i}`}
            data-featured={plan.featured ? 'true' : undefined}
            className={part('relative flex flex-col', 'gap-4 rounded-xl border border-neutral-200 p-8 dark:border-neutral-700', plan.featured ? (c.featured ?? c.plan) : c.plan)}
          >
            {plan.featured && <span className={part('self-start', 'rounded-full bg-[var(--folio-accent)] px-3 py-1 text-xs font-semibold text-white', c.badge)}>{t.site.popular}</span>}
            <h3 className={part('break-words', 'text-xl font-semibold', c.name)}>{plan.name}</h3>
            <p className={part('break-words', 'text-4xl font-bold', c.price)}>
              {plan.price}
              {plan.period && <span className={part('', 'ml-1 text-base font-normal opacity-80', c.period)}>/ {plan.period}</span>}
            </p>
            {plan.text && <p className={part('break-words', 'opacity-75', c.text)}>{plan.text}</p>}
            {plan.features.length > 0 && (
              <ul className={part('flex flex-1 flex-col', 'gap-2 text-sm', c.features)}>
                {plan.features.map((feature, j) => (
                  <li key={j} className="break-words">
                    <span aria-hidden="true">✓ </span>
                    {feature}
                  </li>
                ))}
              </ul>
            )}
            {plan.label && plan.href && (
              <SiteLink href={plan.href} className={part('mt-auto inline-flex justify-center', 'rounded-md bg-[var(--folio-accent)] px-5 py-3 font-semibold text-white', c.button)}>
                {plan.label}
              </SiteLink>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
