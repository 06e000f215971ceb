// The first screen of a site theme: a title (the site's title when unset), a line of text (the
// site's description when unset), the buttons, an optional picture and a video dialog. The
// picture is in the server HTML, eager and high priority: it is usually the largest paint.
import type { ReactNode } from 'react'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useSite } from '@/components/site/SiteContext'
import { SectionButtons, type SectionButtonsPart } from './SectionButtons'
import { SectionPicture } from './section-image'
import { useSiteSection } from './useSiteSection'
import { VideoDialog, type VideoDialogPart } from './VideoDialog'

export type SiteHeroPart = 'root' | 'inner' | 'title' | 'text' | 'media' | 'image'

interface Props {
  classNames?: ClassNames<SiteHeroPart>
  buttons?: ClassNames<SectionButtonsPart>
  video?: ClassNames<VideoDialogPart>
  /** Shown over the picture instead of it, or below the text when there is no picture (a theme's own art). */
  art?: ReactNode
  /** Leave the picture out (lite mode, or a theme that shows it as its background). */
  noImage?: boolean
}

export function SiteHero({ classNames: c = {}, buttons, video, art, noImage = false }: Props) {
  const hero = useSiteSection('HERO')
  const site = useSite()
  const title = hero.TITLE || site.info.title
  const text = hero.TEXT || site.info.description
  const image = noImage ? '' : hero.IMAGE
  return (
    <section data-section="hero" aria-labelledby="site-hero-title" className={part('relative', 'px-4 py-20 text-center', c.root)}>
      <div className={part('relative mx-auto flex flex-col', 'max-w-4xl items-center gap-6', c.inner)}>
        <h1 id="site-hero-title" className={part('break-words', 'text-4xl font-bold md:text-5xl', c.title)}>
          {title}
        </h1>
        {text && <p className={part('break-words', 'text-lg opacity-80', c.text)}>{text}</p>}
        <SectionButtons links={hero.ITEMS} classNames={buttons} />
      </div>
      {(image || art || hero.VIDEO) && (
        <div className={part('relative mx-auto flex flex-col items-center', 'mt-12 max-w-5xl gap-4', c.media)}>
          {image ? <SectionPicture src={image} eager className={part('w-full', 'rounded-xl shadow-2xl', c.image)} /> : art}
          <VideoDialog url={hero.VIDEO} classNames={video} />
        </div>
      )}
    </section>
  )
}
