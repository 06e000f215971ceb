// Centred small print on a pale band: contact icons, then the shared credits (© years +
// author, the ICP number, the RSS link, visitor counters, the credit line) on one line.
import { SocialLinks } from '@/components/footer/SocialLinks'
import { FooterCredits } from '@/components/sections/FooterCredits'

export function Footer() {
  return (
    <footer className="mt-12 border-t border-gray-200 bg-slate-50 px-4 py-6 text-gray-500 dark:border-neutral-700 dark:bg-neutral-950 dark:text-neutral-400">
      <SocialLinks classNames={{ root: 'mb-3 flex justify-center gap-4' }} />
      <FooterCredits controls={false} classNames={{ root: 'flex-row flex-wrap justify-center gap-x-3 gap-y-1 text-xs' }} />
    </footer>
  )
}
