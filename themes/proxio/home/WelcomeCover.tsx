// The welcome cover: the site's cover (or the hero's picture) over the whole first screen, the
// site's title huge and white on it, fading into the black hero below. It is the page's largest
// paint, so the picture is eager and in the server HTML.
import { Picture } from '@/components/media/Picture'
import { SectionPicture } from '@/components/sections/site/section-image'
import { useSiteSection } from '@/components/sections/site/useSiteSection'
import { useSite } from '@/components/site/SiteContext'

const FILL = 'absolute inset-0 h-full w-full object-cover'

export function WelcomeCover() {
  const { info } = useSite()
  const hero = useSiteSection('HERO')
  return (
    <div data-proxio-welcome="" className="relative flex min-h-[100svh] items-center justify-center overflow-hidden bg-neutral-900 px-4 text-white">
      {info.pageCover ? <Picture src={info.pageCover} eager className={FILL} /> : <SectionPicture src={hero.IMAGE} eager className={FILL} />}
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-b from-black/25 via-black/10 via-55% to-black" />
      <p className="relative max-w-5xl text-center text-5xl leading-tight font-extrabold tracking-tight break-words drop-shadow-lg sm:text-7xl lg:text-8xl">
        {info.title}
      </p>
    </div>
  )
}
