// The landing hero: a huge title in blue-to-teal gradient text, the grey line, the two buttons
// (stacked full width on phones), the picture in a rounded frame between grey circles, and the
// white "watch the video" pill over the picture's bottom edge, a thin line under it leading
// down into the grey band of the next section.
import { SiteHero } from '@/components/sections/site/SiteHero'
import { useSiteSection } from '@/components/sections/site/useSiteSection'
import { HeroCircles } from './HeroCircles'
import { STACKED_BUTTONS } from './look'

const PILL =
  'relative z-10 rounded-full bg-white px-6 py-3.5 text-base font-medium text-neutral-900 shadow-xl ring-1 ring-neutral-200/70 hover:text-blue-600 dark:bg-neutral-800 dark:text-white dark:ring-neutral-700 ' +
  // The play mark: a drawn triangle in a ring (the ▶ character turns into a coloured emoji on
  // some systems, so its glyph is hidden).
  '[&>span]:inline-flex [&>span]:h-7 [&>span]:w-7 [&>span]:items-center [&>span]:justify-center [&>span]:rounded-full [&>span]:border-2 [&>span]:border-current [&>span]:pl-0.5 [&>span]:text-[0px] ' +
  "[&>span]:before:border-y-[5px] [&>span]:before:border-l-[8px] [&>span]:before:border-y-transparent [&>span]:before:border-l-current [&>span]:before:content-[''] " +
  // The thin line under the pill.
  'after:absolute after:top-full after:left-1/2 after:h-28 after:w-px after:bg-neutral-300 dark:after:bg-neutral-700'

export function LandingHero() {
  const { IMAGE } = useSiteSection('HERO')
  return (
    <div className="relative overflow-x-clip">
      {IMAGE && <HeroCircles />}
      <SiteHero
        classNames={{
          root: 'px-5 pt-14 pb-20 text-center sm:pt-24',
          inner: 'max-w-4xl items-center gap-6',
          title: 'bg-linear-to-r from-[#2563eb] to-[#14b8a6] bg-clip-text pb-2 text-5xl leading-tight font-extrabold tracking-tight text-transparent sm:text-6xl lg:text-7xl',
          text: 'max-w-2xl text-lg text-neutral-500 sm:text-xl dark:text-neutral-400',
          media: 'mt-14 max-w-5xl gap-0 sm:mt-20',
          image: 'w-full rounded-2xl shadow-2xl ring-1 ring-neutral-200 dark:ring-neutral-800',
        }}
        buttons={{ ...STACKED_BUTTONS, root: `${STACKED_BUTTONS.root} mt-4` }}
        video={{ button: `${PILL} ${IMAGE ? '-mt-7' : ''}` }}
      />
    </div>
  )
}
