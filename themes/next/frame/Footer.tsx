// The footer: the site's credits in small grey type, centred under the columns.
import { FooterCredits } from '@/components/sections/FooterCredits'

export function Footer() {
  return (
    <footer className="px-4 pt-6 pb-8 text-[#6b6b6b] dark:text-neutral-400">
      <FooterCredits
        controls={false}
        classNames={{
          root: 'gap-1.5 text-[13px]',
          link: 'hover:text-(--folio-accent)',
          counters: 'gap-3',
        }}
      />
    </footer>
  )
}
