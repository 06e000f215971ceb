// The about section: a title, a text (paragraphs split on blank lines), buttons and a picture beside.
import { part, type ClassNames } from '@/components/kit/class-names'
import { SectionButtons, type SectionButtonsPart } from './SectionButtons'
import { SectionPicture } from './section-image'
import { useSiteSection } from './useSiteSection'

export type AboutSectionPart = 'root' | 'inner' | 'image' | 'body' | 'title' | 'text'

interface Props {
  classNames?: ClassNames<AboutSectionPart>
  buttons?: ClassNames<SectionButtonsPart>
  id?: string
}

export function AboutSection({ classNames: c = {}, buttons, id = 'about' }: Props) {
  const { TITLE, TEXT, ITEMS, IMAGE } = useSiteSection('ABOUT')
  if (!TITLE) return null
  const paragraphs = TEXT.split(/\n\s*\n/).filter((p) => p.trim() !== '')
  return (
    <section id={id} data-section="about" aria-labelledby={`${id}-title`} className={part('scroll-mt-20', 'px-4 py-16', c.root)}>
      <div className={part('mx-auto grid items-center', IMAGE ? 'max-w-6xl gap-10 md:grid-cols-2' : 'max-w-3xl gap-6', c.inner)}>
        {IMAGE && <SectionPicture src={IMAGE} className={part('w-full', 'rounded-xl', c.image)} />}
        <div className={part('flex flex-col items-start', 'gap-4', c.body)}>
          <h2 id={`${id}-title`} className={part('break-words', 'text-3xl font-bold', c.title)}>
            {TITLE}
          </h2>
          {paragraphs.map((p, i) => (
            <p key={i} className={part('break-words', 'opacity-80', c.text)}>
              {p}
            </p>
          ))}
          <SectionButtons links={ITEMS} classNames={{ root: 'justify-start gap-3', ...buttons }} />
        </div>
      </div>
    </section>
  )
}
