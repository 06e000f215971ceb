// The home: the site page of sections under the blue hero. Each section shows only when its
// STARTER_<SECTION>_… settings are filled (the blog when there are posts).
import type { LayoutDataMap } from '@/themes/contract'
import { About, Brands, Faq, Features } from '../home/ContentSections'
import { Pricing, Quotes, Team } from '../home/OfferSections'
import { Blog, Contact, Newsletter } from '../home/ReachSections'
import { StarterHero } from '../home/StarterHero'

export function LayoutIndex({ posts }: LayoutDataMap['LayoutIndex']) {
  return (
    <>
      <StarterHero />
      <Brands />
      <Features />
      <About />
      <Pricing />
      <Quotes />
      <Faq />
      <Team />
      <Blog posts={posts} />
      <Contact />
      <Newsletter />
    </>
  )
}
