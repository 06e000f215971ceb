// Centred small print: © years + author, the ICP number, the RSS link (RSS on), the visitor
// counters (only with a counter service configured), the credit line, contact icons.
import { VisitorCounters } from '@/components/chrome/VisitorCounters'
import { BeianLink } from '@/components/footer/BeianLink'
import { CopyrightLine } from '@/components/footer/CopyrightLine'
import { PoweredBy } from '@/components/footer/PoweredBy'
import { RssLink } from '@/components/footer/RssLink'
import { SocialLinks } from '@/components/footer/SocialLinks'

export function Footer() {
  return (
    <footer className="mt-12 border-t border-gray-200 bg-slate-50 px-4 py-6 text-center text-xs text-gray-500 dark:border-neutral-700 dark:bg-neutral-950 dark:text-neutral-400">
      <SocialLinks classNames={{ root: 'mb-3 flex justify-center gap-4' }} />
      <p className="flex flex-wrap justify-center gap-x-3 gap-y-1">
        <CopyrightLine />
        <BeianLink />
        <RssLink />
        <VisitorCounters />
        <PoweredBy />
      </p>
    </footer>
  )
}
