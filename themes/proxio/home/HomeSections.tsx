// The home's page of sections, in proxio's order, on bands that alternate black and white (a
// section whose content is unset renders nothing and the bands close up). Each section keeps
// the kit's structure and anchor (#features, #blog, #contact…); proxio only gives it a look.
import { AboutSection } from '@/components/sections/site/AboutSection'
import { BlogSection } from '@/components/sections/site/BlogSection'
import { BrandStrip } from '@/components/sections/site/BrandStrip'
import { CareersList } from '@/components/sections/site/CareersList'
import { FaqList } from '@/components/sections/site/FaqList'
import { FeatureGrid } from '@/components/sections/site/FeatureGrid'
import { ContactForm } from '@/components/sections/site/forms/ContactForm'
import { SiteCallToAction } from '@/components/sections/site/SiteCallToAction'
import { SiteHero } from '@/components/sections/site/SiteHero'
import { Testimonials } from '@/components/sections/site/Testimonials'
import type { ListedPost } from '@/themes/contract'
import { ALTERNATING_BANDS } from '../frame/tones'
import { PostCard } from '../posts/PostCard'
import { BAND, BUTTONS, CARD, HEADING } from './section-look'

export function HomeSections({ posts, coverShown }: { posts: ListedPost[]; coverShown: boolean }) {
  return (
    <div data-proxio-sections="" className={ALTERNATING_BANDS}>
      <SiteHero
        noImage={coverShown}
        classNames={{
          root: `${BAND} pt-16 text-center sm:pt-24`,
          title: 'text-4xl leading-tight font-extrabold tracking-tight sm:text-6xl',
          text: 'max-w-2xl text-lg text-[var(--px-muted)] sm:text-xl',
          image: 'rounded-2xl',
        }}
        buttons={BUTTONS}
        video={{ button: 'rounded-full border border-[var(--px-line)] px-5 py-2 text-sm font-semibold hover:border-[var(--px-fg)]' }}
      />
      <FeatureGrid
        heading={HEADING}
        classNames={{ root: BAND, item: `${CARD} p-7`, icon: 'h-12 w-12 rounded-full bg-[var(--px-fg)] text-2xl text-[var(--px-bg)]', text: 'text-[var(--px-muted)]' }}
      />
      <BlogSection
        posts={posts}
        renderPost={(post, index) => <PostCard post={post} eager={index === 0 && !coverShown} />}
        heading={HEADING}
        classNames={{ root: BAND, more: `inline-block ${BUTTONS.secondary}` }}
      />
      <CareersList
        heading={HEADING}
        classNames={{ root: BAND, item: `${CARD} p-7`, meta: 'text-sm text-[var(--px-muted)]', text: 'text-[var(--px-muted)]', link: 'pt-2 font-semibold underline-offset-4 hover:underline' }}
      />
      <Testimonials
        heading={HEADING}
        classNames={{ root: BAND, item: `${CARD} gap-6 p-7`, quote: 'text-lg leading-relaxed', role: 'text-sm text-[var(--px-muted)]' }}
      />
      <FaqList
        heading={HEADING}
        classNames={{ root: BAND, item: `${CARD} px-6 py-5`, question: 'font-semibold marker:text-[var(--px-muted)]', answer: 'mt-3 text-[var(--px-muted)]' }}
      />
      <AboutSection
        buttons={{ ...BUTTONS, root: 'justify-start gap-3 pt-2' }}
        classNames={{ root: BAND, title: 'text-3xl font-bold tracking-tight sm:text-4xl', text: 'text-lg text-[var(--px-muted)]', image: 'rounded-2xl' }}
      />
      <BrandStrip heading={HEADING} classNames={{ root: `${BAND} !py-14`, name: 'text-xl font-bold text-[var(--px-muted)]', logo: 'h-9 opacity-80' }} />
      <SiteCallToAction
        buttons={BUTTONS}
        classNames={{ root: BAND, title: 'text-3xl font-extrabold tracking-tight sm:text-5xl', text: 'text-lg text-[var(--px-muted)]', note: 'text-sm text-[var(--px-muted)]' }}
      />
      <ContactForm
        heading={HEADING}
        classNames={{
          root: BAND,
          input: 'rounded-xl border border-[var(--px-line)] bg-[var(--px-card)] px-4 py-3 text-[var(--px-fg)]',
          button: BUTTONS.primary,
          status: 'text-sm',
        }}
      />
    </div>
  )
}
