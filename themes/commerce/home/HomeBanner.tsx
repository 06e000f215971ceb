// The home's opening: the banner across the whole width (COMMERCE_HERO_IMAGE, else the site's
// cover), then the hero's title and text centred under it like a "Product Center" heading.
// The banner is eager and in the server HTML: it is the page's largest paint.
import { Picture } from '@/components/media/Picture'
import { SiteHero } from '@/components/sections/site/SiteHero'
import { useSite } from '@/components/site/SiteContext'

const BANNER = 'h-56 w-full object-cover object-bottom sm:h-[26rem] lg:h-[34rem]'

export function HomeBanner() {
  const { info } = useSite()
  return (
    <SiteHero
      art={info.pageCover ? <Picture src={info.pageCover} eager className={BANNER} /> : undefined}
      classNames={{
        root: 'flex flex-col-reverse',
        inner: 'max-w-5xl items-center gap-4 px-4 pt-12 pb-8 text-center sm:pt-16',
        title: 'text-3xl font-bold text-neutral-900 sm:text-4xl dark:text-white',
        text: 'text-base text-neutral-600 sm:text-lg dark:text-neutral-400',
        media: 'w-full',
        image: BANNER,
      }}
      buttons={{
        root: 'mt-2 justify-center gap-3',
        primary: 'rounded-sm bg-[var(--folio-accent-fill)] px-6 py-2.5 font-semibold text-white hover:opacity-90',
        secondary: 'rounded-sm border border-neutral-300 bg-white px-6 py-2.5 font-semibold text-neutral-800 hover:border-[var(--folio-accent)] dark:border-neutral-600 dark:bg-transparent dark:text-neutral-100',
      }}
      video={{ button: 'absolute right-4 bottom-4 rounded-sm bg-white/95 px-5 py-2 text-sm font-semibold text-neutral-900 shadow-lg hover:bg-white' }}
    />
  )
}
