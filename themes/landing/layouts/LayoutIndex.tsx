// The home: the landing page of sections, each shown only when its settings give it content.
import type { LayoutDataMap } from '@/themes/contract'
import { LandingClosing } from '../home/LandingClosing'
import { LandingFeatures } from '../home/LandingFeatures'
import { LandingHero } from '../home/LandingHero'
import { LandingProof } from '../home/LandingProof'

export function LayoutIndex({ posts }: LayoutDataMap['LayoutIndex']) {
  return (
    <>
      <LandingHero />
      <LandingFeatures />
      <LandingProof />
      <LandingClosing posts={posts} />
    </>
  )
}
