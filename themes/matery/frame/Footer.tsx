// The footer: the site's credits in white on the indigo-violet gradient, like the bar.
import { FooterCredits } from '@/components/sections/FooterCredits'
import { GRADIENT } from './look'

export function Footer() {
  return (
    <footer className={`${GRADIENT} mt-16 px-4 py-10 text-white/90`}>
      <FooterCredits
        controls={false}
        classNames={{ root: 'gap-2 text-sm tracking-wide', link: 'text-white underline-offset-4 hover:underline', counters: 'gap-4 text-white/80' }}
      />
    </footer>
  )
}
