// What the product does: the features grid on the grey band the hero's line leads into, then
// the feature blocks, picture beside text, sides alternating.
import { FeatureBlocks } from '@/components/sections/site/FeatureBlocks'
import { FeatureGrid } from '@/components/sections/site/FeatureGrid'
import { GREY_BAND, HEADING } from './look'

export function LandingFeatures() {
  return (
    <>
      <FeatureGrid
        heading={HEADING}
        classNames={{
          root: `${GREY_BAND} px-5 pt-28 pb-20 sm:pb-24`,
          grid: 'max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3',
          item: 'gap-4 rounded-2xl bg-white p-7 shadow-sm ring-1 ring-neutral-100 dark:bg-neutral-900 dark:ring-neutral-800',
          icon: 'h-12 w-12 rounded-xl bg-blue-50 text-2xl dark:bg-blue-500/10',
          title: 'text-lg font-bold text-neutral-900 dark:text-white',
          text: 'leading-relaxed text-neutral-500 dark:text-neutral-400',
        }}
      />
      <FeatureBlocks
        heading={HEADING}
        classNames={{
          root: 'px-5 py-20 sm:py-28',
          list: 'max-w-6xl gap-20 sm:gap-28',
          item: 'gap-10 md:gap-16',
          image: 'aspect-[16/10] w-full rounded-2xl bg-neutral-50 object-contain shadow-xl ring-1 ring-neutral-200 dark:bg-neutral-900 dark:ring-neutral-800',
          body: 'gap-4',
          title: 'text-2xl font-extrabold tracking-tight text-neutral-900 sm:text-3xl dark:text-white',
          text: 'text-lg leading-relaxed text-neutral-500 dark:text-neutral-400',
          link: 'font-semibold text-blue-600 hover:underline dark:text-blue-400',
        }}
      />
    </>
  )
}
