// The credits under the cards, small and grey on the page (the buttons live in the sidebar and
// the phone's bar).
import { FooterCredits } from '@/components/sections/FooterCredits'

export function Footer() {
  return (
    <footer className="px-4 pt-4 pb-10">
      <FooterCredits
        controls={false}
        classNames={{
          root: 'gap-1.5 text-xs text-[#666] dark:text-neutral-400',
          link: 'underline-offset-2 hover:text-(--folio-accent) hover:underline',
        }}
      />
    </footer>
  )
}
