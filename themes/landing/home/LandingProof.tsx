// Why to believe it and what it costs: the testimonials on a grey band, then the pricing plans,
// the featured plan a near-black card with a blue ring.
import { PricingPlans } from '@/components/sections/site/PricingPlans'
import { Testimonials } from '@/components/sections/site/Testimonials'
import { GREY_BAND, HEADING } from './look'

const PLAN = 'gap-5 rounded-2xl p-8'

export function LandingProof() {
  return (
    <>
      <Testimonials
        heading={HEADING}
        classNames={{
          root: `${GREY_BAND} px-5 py-20 sm:py-24`,
          grid: 'max-w-6xl gap-6 md:grid-cols-3',
          item: 'gap-6 rounded-2xl bg-white p-8 shadow-sm ring-1 ring-neutral-100 dark:bg-neutral-900 dark:ring-neutral-800',
          quote: 'text-lg leading-relaxed text-neutral-700 dark:text-neutral-300',
          avatar: 'h-12 w-12 rounded-full',
          name: 'font-bold text-neutral-900 dark:text-white',
          role: 'text-sm text-neutral-500 dark:text-neutral-400',
        }}
      />
      <PricingPlans
        heading={HEADING}
        classNames={{
          root: 'px-5 py-20 sm:py-28',
          grid: 'max-w-6xl gap-6 md:grid-cols-3',
          plan: `${PLAN} bg-white ring-1 ring-neutral-200 dark:bg-neutral-950 dark:ring-neutral-800`,
          featured: `${PLAN} bg-neutral-900 text-white shadow-2xl ring-2 ring-blue-600 dark:bg-neutral-900`,
          badge: 'rounded-full bg-blue-600 px-3 py-1 text-xs font-semibold text-white',
          name: 'text-lg font-bold',
          price: 'text-4xl font-extrabold tracking-tight',
          period: 'ml-1 text-base font-normal opacity-80',
          text: 'opacity-70',
          features: 'gap-3 text-sm opacity-90',
          button: 'rounded-lg bg-blue-600 px-5 py-3 font-semibold text-white hover:bg-blue-700',
        }}
      />
    </>
  )
}
