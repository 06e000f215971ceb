// The home's sections about the offer and the people: pricing (the featured tier in blue, raised),
// testimonials as cards, the team in round photos or initials.
import { PricingPlans } from '@/components/sections/site/PricingPlans'
import { TeamGrid } from '@/components/sections/site/TeamGrid'
import { Testimonials } from '@/components/sections/site/Testimonials'
import { CARD, HEADING, TINTED } from '../look'

const SECTION = 'px-4 py-20 sm:px-6 lg:py-24'

export function Pricing() {
  return (
    <PricingPlans
      classNames={{
        root: SECTION,
        grid: 'max-w-6xl gap-8 md:grid-cols-3 md:items-center',
        plan: `gap-5 p-8 text-left ${CARD}`,
        featured:
          'gap-5 rounded-2xl bg-[#3758f9] p-8 text-white shadow-[0_20px_50px_rgba(55,88,249,0.35)] md:py-12 [&_a]:bg-white [&_a]:text-[#3758f9] [&_a:hover]:bg-neutral-100',
        badge: 'rounded-full bg-[#1f3fd1] px-3 py-1 text-xs font-semibold text-white',
        name: 'text-lg font-semibold',
        price: 'text-4xl font-bold',
        period: 'ml-1 text-base font-normal opacity-95',
        text: 'opacity-95',
        features: 'gap-3 border-t border-current/15 pt-5 text-base',
        button: 'rounded-md bg-[#3758f9] px-6 py-3 font-medium text-white transition hover:bg-[#1b44c8]',
      }}
      heading={HEADING}
    />
  )
}

export function Quotes() {
  return (
    <Testimonials
      classNames={{
        root: `${SECTION} ${TINTED}`,
        grid: 'max-w-6xl gap-8 md:grid-cols-3',
        item: `gap-6 p-8 ${CARD}`,
        quote: "leading-relaxed text-neutral-600 dark:text-neutral-300 before:mb-4 before:block before:text-lg before:tracking-widest before:text-[#f2994a] before:content-['★★★★★']",
        person: 'gap-4',
        avatar: 'h-12 w-12 rounded-full',
        name: 'font-semibold text-[#111928] dark:text-white',
        role: 'text-sm text-neutral-600 dark:text-neutral-400',
      }}
      heading={HEADING}
    />
  )
}

export function Team() {
  return (
    <TeamGrid
      initials
      classNames={{
        root: `${SECTION} ${TINTED}`,
        grid: 'max-w-5xl grid-cols-2 gap-x-6 gap-y-12 md:grid-cols-4',
        item: 'gap-1',
        photo: 'mb-4 max-w-36 rounded-full ring-4 ring-white shadow-lg dark:ring-neutral-800',
        initials: 'mb-4 max-w-36 rounded-full bg-[#3758f9] text-4xl font-bold text-white ring-4 ring-white shadow-lg dark:ring-neutral-800',
        name: 'text-lg font-semibold text-[#111928] dark:text-white',
        role: 'text-sm text-neutral-600 dark:text-neutral-400',
      }}
      heading={HEADING}
    />
  )
}
