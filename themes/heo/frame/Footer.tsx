// The wave footer: drawn waves rising from the page into a deep blue band holding the credits.
import { FooterCredits } from '@/components/sections/FooterCredits'
import { Waves } from './Waves'

export function Footer() {
  return (
    <footer className="mt-16">
      <Waves className="fill-[#425aef] dark:fill-[#23264f]" />
      <div className="bg-[#425aef] px-4 pt-4 pb-10 text-white/90 dark:bg-[#23264f]">
        <FooterCredits
          classNames={{
            root: 'mx-auto flex max-w-[1400px] flex-col items-center gap-2 text-center text-sm',
            link: 'underline-offset-2 hover:underline',
            control: 'rounded-full bg-white/15 px-3 py-1 hover:bg-white/30',
          }}
        />
      </div>
    </footer>
  )
}
