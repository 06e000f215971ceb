// The blue hero, full bleed under the transparent header: the big white title, a light line of
// text, a white and a translucent button, then the picture framed like a screenshot with a dotted
// grid behind its corner (left out in lite mode, with the header's room).
import { SiteHero } from '@/components/sections/site/SiteHero'
import { useLite } from '@/components/frame/useLite'

const DOTTED_CORNER =
  'before:absolute before:-top-8 before:-right-4 before:h-36 before:w-36 before:bg-[radial-gradient(rgba(255,255,255,0.75)_2px,transparent_2.5px)] before:bg-[length:18px_18px] before:content-[""] sm:before:-right-10'

export function StarterHero() {
  const lite = useLite()
  return (
    <SiteHero
      classNames={{
        root: `overflow-hidden bg-[#3758f9] px-4 pb-16 text-center text-white sm:pb-20 dark:bg-[#1c2a6e] ${lite ? 'pt-16' : 'pt-32 lg:pt-40'}`,
        inner: 'max-w-3xl items-center gap-6',
        title: 'text-4xl leading-tight font-bold text-balance text-white sm:text-5xl sm:leading-[1.2]',
        text: 'max-w-2xl text-lg leading-relaxed text-white',
        media: `mt-16 max-w-5xl gap-6 ${lite ? '' : DOTTED_CORNER}`,
        image: 'relative rounded-xl bg-white shadow-2xl ring-8 ring-white/90 dark:ring-white/20',
      }}
      buttons={{
        root: 'mt-2 justify-center gap-4',
        primary: 'rounded-md bg-white px-7 py-3.5 font-medium text-[#3758f9] shadow-sm transition hover:bg-neutral-100',
        secondary: 'rounded-md bg-[#1f3fd1] px-7 py-3.5 font-medium text-white transition hover:bg-[#1a36b8]',
      }}
      video={{ button: 'relative rounded-md bg-[#1f3fd1] px-5 py-2.5 font-medium text-white transition hover:bg-[#1a36b8]' }}
    />
  )
}
