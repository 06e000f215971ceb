// The footer: the site's credits in small grey type, centred under the columns.
import { FooterCredits } from '@/components/sections/FooterCredits'

export function Footer() {
  return (
    <footer className="px-4 pt-6 pb-8 text-[#888] dark:text-neutral-500">
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
