// The footer: the site's credits centred on the accent band (a dark band in dark mode).
import { FooterCredits } from '@/components/sections/FooterCredits'

export function Footer() {
  return (
    <footer className="mt-10 bg-linear-to-r from-[#3f97d8] to-[#49b1f5] px-4 py-8 text-white dark:from-[#1a1a1a] dark:to-[#1e1e1e] dark:text-neutral-300">
      <FooterCredits
        controls={false}
        classNames={{
          root: 'gap-1.5 text-sm [text-shadow:0_1px_2px_rgba(0,0,0,0.12)]',
          line: 'opacity-95',
          link: 'underline-offset-2 hover:underline',
          counters: 'gap-3 opacity-90',
        }}
      />
    </footer>
  )
}
