// The home's sections of content, each on white or the light blue-grey, in blue accents. Every
// section leaves itself out while its settings are unset.
import { AboutSection } from '@/components/sections/site/AboutSection'
import { BrandStrip } from '@/components/sections/site/BrandStrip'
import { FaqList } from '@/components/sections/site/FaqList'
import { FeatureGrid } from '@/components/sections/site/FeatureGrid'
import { BUTTONS, CARD, HEADING, TINTED } from '../look'

const SECTION = 'px-4 py-20 sm:px-6 lg:py-24'

export function Brands() {
  return (
    <BrandStrip
      classNames={{
        root: 'border-b border-neutral-100 px-4 py-12 dark:border-neutral-800',
        list: 'max-w-6xl gap-x-14 gap-y-6',
        item: 'opacity-90 transition hover:opacity-100',
        name: 'text-xl font-bold tracking-tight text-neutral-600 dark:text-neutral-400',
        logo: 'h-9 dark:invert',
      }}
      heading={{ ...HEADING, root: 'mx-auto mb-8 max-w-2xl text-center', title: 'text-base font-semibold text-neutral-600 dark:text-neutral-400' }}
    />
  )
}

export function Features() {
  return (
    <FeatureGrid
      classNames={{
        root: SECTION,
        grid: 'max-w-6xl gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3',
        item: 'gap-4',
        icon: 'h-16 w-16 rounded-2xl bg-[#3758f9] text-3xl text-white shadow-[0_8px_24px_rgba(55,88,249,0.3)]',
        title: 'text-xl font-bold text-[#111928] dark:text-white',
        text: 'leading-relaxed text-neutral-600 dark:text-neutral-400',
      }}
      heading={HEADING}
    />
  )
}

export function About() {
  return (
    <AboutSection
      classNames={{
        root: `${SECTION} ${TINTED}`,
        inner: `max-w-6xl gap-10 p-6 sm:p-10 md:grid-cols-2 lg:gap-16 ${CARD}`,
        image: 'rounded-xl',
        body: 'gap-5',
        title: 'text-3xl leading-tight font-bold text-[#111928] sm:text-4xl dark:text-white',
        text: 'leading-relaxed text-neutral-600 dark:text-neutral-400',
      }}
      buttons={BUTTONS}
    />
  )
}

export function Faq() {
  return (
    <FaqList
      classNames={{
        root: SECTION,
        list: 'max-w-6xl gap-6 lg:grid lg:grid-cols-2 lg:items-start',
        item: `p-6 ${CARD}`,
        question:
          "flex list-none items-center gap-4 text-lg font-semibold text-[#111928] dark:text-white [&::-webkit-details-marker]:hidden before:flex before:h-10 before:w-10 before:shrink-0 before:items-center before:justify-center before:rounded-lg before:bg-[#3758f9]/10 before:text-[#3758f9] before:content-['?'] dark:before:text-[#7d93ff]",
        answer: 'mt-4 pl-14 leading-relaxed text-neutral-600 dark:text-neutral-400',
      }}
      heading={HEADING}
    />
  )
}
